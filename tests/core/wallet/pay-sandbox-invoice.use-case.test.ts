import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { GatewayError } from '../../../src/core/shared/gateway-error'
import { makePaySandboxInvoice } from '../../../src/core/wallet/pay-sandbox-invoice.use-case'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { recordingLogger } from '../../fakes/recording-logger'
import { recordingNotifier } from '../../fakes/recording-notifier'

const setup = (answer: TE.TaskEither<GatewayError, void>) => {
  const payments = fakePaymentsGateway({ paySandboxInvoice: () => answer })
  const note = recordingNotifier()
  const log = recordingLogger()
  const pay = makePaySandboxInvoice({ payments: payments.gateway, notifier: note.notifier, logger: log.logger })
  return { pay, payments, note, log }
}

describe('paying an invoice with the sandbox wallet', () => {
  it('asks the server to pay that invoice, and says it is waiting for the confirmation', async () => {
    const { pay, payments, note, log } = setup(TE.right(undefined))
    expect(await pay('inv-7')()).toEqual({ _tag: 'Right', right: undefined })
    expect(payments.calls).toEqual([{ method: 'paySandboxInvoice', arg: 'inv-7' }])
    expect(note.notices).toEqual([{ kind: 'info', message: 'Sandbox payment sent. Waiting for confirmation…' }])
    expect(log.errors).toEqual([])
  })

  it("shows the server's message when it refuses, and logs the failure", async () => {
    const refused: GatewayError = { _tag: 'Unexpected', status: 409, message: 'This invoice has expired.' }
    const { pay, note, log } = setup(TE.left(refused))
    expect(await pay('inv-7')()).toEqual({ _tag: 'Left', left: { _tag: 'SandboxPaymentFailed', error: refused } })
    expect(note.notices).toEqual([{ kind: 'error', message: 'Sandbox payment failed: This invoice has expired.' }])
    expect(log.errors).toEqual([{ message: 'Error paying the sandbox invoice', detail: refused }])
  })

  it.each<GatewayError>([{ _tag: 'Offline' }, { _tag: 'BadPayload', detail: 'not JSON' }, { _tag: 'Unexpected', status: 500 }])(
    'never shows a technical detail (%j)',
    async (error) => {
      const { pay, note } = setup(TE.left(error))
      await pay('inv-7')()
      expect(note.notices).toEqual([{ kind: 'error', message: 'Sandbox payment failed: please try again.' }])
    },
  )
})
