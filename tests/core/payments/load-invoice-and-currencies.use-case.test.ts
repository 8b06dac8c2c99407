import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { makeLoadCurrencies } from '../../../src/core/payments/load-currencies.use-case'
import { makeLoadInvoice } from '../../../src/core/payments/load-invoice.use-case'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { recordingLogger } from '../../fakes/recording-logger'

const INVOICE = {
  invoiceId: 'inv-7',
  expiresAt: 1_718_000_600_000,
  qrcodeUrl: 'lightning:lnbc1...',
  checkoutUrl: 'lightning:lnbc1...',
  sandbox: false,
}

describe('loading the invoice page', () => {
  it('answers the invoice', async () => {
    const { gateway, calls } = fakePaymentsGateway({ invoice: () => TE.right(INVOICE) })
    expect(await makeLoadInvoice({ payments: gateway, logger: recordingLogger().logger })('inv-7')()).toEqual({
      _tag: 'Right',
      right: INVOICE,
    })
    expect(calls).toEqual([{ method: 'invoice', arg: 'inv-7' }])
  })

  it('only logs a failure and answers that the invoice is unavailable', async () => {
    const log = recordingLogger()
    const { gateway } = fakePaymentsGateway({ invoice: () => TE.left({ _tag: 'Unexpected', status: 404 }) })
    expect(await makeLoadInvoice({ payments: gateway, logger: log.logger })('inv-7')()).toEqual({
      _tag: 'Left',
      left: { _tag: 'InvoiceUnavailable' },
    })
    expect(log.errors).toEqual([{ message: 'Error fetching invoice', detail: { _tag: 'Unexpected', status: 404 } }])
  })
})

describe('loading the payout currencies', () => {
  it('answers the enabled currencies', async () => {
    const { gateway } = fakePaymentsGateway({ currencies: () => TE.right([{ code: 'btc', name: 'Bitcoin' }]) })
    expect(await makeLoadCurrencies({ payments: gateway, logger: recordingLogger().logger })()()).toEqual({
      _tag: 'Right',
      right: [{ code: 'btc', name: 'Bitcoin' }],
    })
  })

  it('only logs a failure and lists none', async () => {
    const log = recordingLogger()
    const { gateway } = fakePaymentsGateway({ currencies: () => TE.left({ _tag: 'Offline' }) })
    expect(await makeLoadCurrencies({ payments: gateway, logger: log.logger })()()).toEqual({ _tag: 'Right', right: [] })
    expect(log.errors).toEqual([{ message: 'Error fetching currencies', detail: { _tag: 'Offline' } }])
  })
})
