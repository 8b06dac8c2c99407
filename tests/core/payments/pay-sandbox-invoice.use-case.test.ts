import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { GatewayError } from '../../../src/core/shared/gateway-error'
import { makePaySandboxInvoice, sandboxPaymentFailedMessage } from '../../../src/core/payments/pay-sandbox-invoice.use-case'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { recordingLogger } from '../../fakes/recording-logger'

const setup = (answer: TE.TaskEither<GatewayError, void>) => {
  const payments = fakePaymentsGateway({ paySandboxInvoice: () => answer })
  const log = recordingLogger()
  const pay = makePaySandboxInvoice({ payments: payments.gateway, logger: log.logger })
  return { pay, payments, log }
}

describe('paying an invoice with the sandbox wallet', () => {
  it('asks the server to pay that invoice', async () => {
    const { pay, payments, log } = setup(TE.right(undefined))
    expect(await pay('inv-7')()).toEqual({ _tag: 'Right', right: undefined })
    expect(payments.calls).toEqual([{ method: 'paySandboxInvoice', arg: 'inv-7' }])
    expect(log.errors).toEqual([])
  })

  it("says the server's message when it refuses, and logs the failure", async () => {
    const refused: GatewayError = { _tag: 'Unexpected', status: 409, message: 'This invoice has expired.' }
    const { pay, log } = setup(TE.left(refused))
    const result = await pay('inv-7')()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'SandboxPaymentFailed', error: refused } })
    expect(result._tag === 'Left' && sandboxPaymentFailedMessage(result.left)).toBe('Sandbox payment failed: This invoice has expired.')
    expect(log.errors).toEqual([{ message: 'Error paying the sandbox invoice', detail: refused }])
  })

  it.each<GatewayError>([{ _tag: 'Offline' }, { _tag: 'BadPayload', detail: 'not JSON' }, { _tag: 'Unexpected', status: 500 }])(
    'never shows a technical detail (%j)',
    async (error) => {
      const result = await setup(TE.left(error)).pay('inv-7')()
      expect(result._tag === 'Left' && sandboxPaymentFailedMessage(result.left)).toBe('Sandbox payment failed: please try again.')
    },
  )
})
