import { describe, expect, it } from 'vitest'
import { httpPaymentsGateway } from '../../../src/adapters/http/http-payments-gateway.adapter'
import { stubFetch, type Answer } from '../../fakes/stub-fetch'
import cryptoInvoiceOk from './fixtures/crypto-invoice-ok.json'
import currenciesBad from './fixtures/currencies-bad.json'
import currenciesOk from './fixtures/currencies-ok.json'
import invoiceBadLink from './fixtures/invoice-bad-script-link.json'
import invoiceBadSandbox from './fixtures/invoice-bad-sandbox-flag.json'
import invoiceOk from './fixtures/invoice-ok.json'
import invoiceIsoExpiry from './fixtures/invoice-bad-iso-expiry.json'
import badExpiry from './fixtures/lightning-payment-bad-expiry.json'
import paymentOk from './fixtures/lightning-payment-ok.json'
import withdrawRejected from './fixtures/withdraw-rejected.json'

const gateway = (routes: Record<string, Answer>) => {
  const stub = stubFetch(routes)
  return { payments: httpPaymentsGateway(stub.http), requests: stub.requests }
}
const isBadPayload = (result: { _tag: string; left?: { _tag: string } }) => result._tag === 'Left' && result.left?._tag === 'BadPayload'

const STORED = {
  message: 'Transaction recorded.',
  transaction: {
    transaction_id: paymentOk.id,
    invoice_id: 'inv_7Hq2',
    user_id: '42',
    amount: '12.50',
    currency: 'USD',
    gateway: 'speed',
    status: 'pending',
  },
}
const DEPOSIT = { amount: '12.50', paymentMethod: 'speed', userId: '42' }
const lightningRoutes: Record<string, Answer> = {
  'POST /api/payments/lightning': { status: 200, body: paymentOk },
  'POST /api/store/transaction': { status: 200, body: STORED },
  'POST /api/generate-invoice-qr': { status: 200, body: { invoice_id: 'inv_7Hq2' } },
}

describe('the HTTP payments gateway', () => {
  it('starts a lightning deposit: the payment, its pending record, then its invoice id, in that order', async () => {
    const { payments, requests } = gateway(lightningRoutes)
    expect(await payments.startLightningDeposit(DEPOSIT)()).toEqual({ _tag: 'Right', right: { invoiceId: 'inv_7Hq2', unrecorded: null } })
    expect(requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/payments/lightning', { amount: '12.50' }],
      [
        '/api/store/transaction',
        { transaction_id: paymentOk.id, user_id: '42', amount: '12.50', currency: 'USD', gateway: 'speed', status: 'Pending' },
      ],
      [
        '/api/generate-invoice-qr',
        { payment_request: paymentOk.payment_request, expires_at: paymentOk.expires_at, invoiceid: paymentOk.id },
      ],
    ])
  })

  it('goes on to the invoice when the record could not be kept, and says why', async () => {
    const { payments, requests } = gateway({ ...lightningRoutes, 'POST /api/store/transaction': 'offline' })
    expect(await payments.startLightningDeposit(DEPOSIT)()).toEqual({
      _tag: 'Right',
      right: { invoiceId: 'inv_7Hq2', unrecorded: { _tag: 'Offline' } },
    })
    expect(requests.map((r) => r.url).at(-1)).toBe('/api/generate-invoice-qr')
  })

  it('stops at a payment the server refused, keeping its message, and asks for nothing more', async () => {
    const refusal = { message: 'Please enter a valid amount', errors: { amount: ['Please enter a valid amount'] } }
    const { payments, requests } = gateway({ ...lightningRoutes, 'POST /api/payments/lightning': { status: 422, body: refusal } })
    expect(await payments.startLightningDeposit(DEPOSIT)()).toEqual({
      _tag: 'Left',
      left: { _tag: 'PaymentNotCreated', error: { _tag: 'Unexpected', status: 422, ...refusal } },
    })
    expect(requests).toHaveLength(1)
  })

  it('refuses a payment whose expiry is not a time', async () => {
    const { payments } = gateway({ ...lightningRoutes, 'POST /api/payments/lightning': { status: 200, body: badExpiry } })
    const result = await payments.startLightningDeposit(DEPOSIT)()
    expect(result._tag === 'Left' && result.left._tag === 'PaymentNotCreated' && result.left.error._tag).toBe('BadPayload')
  })

  it.each([
    ['bare JSON text', 'inv_7Hq2'],
    ['{id}', { id: 'inv_7Hq2' }],
  ])('reads an invoice id answered as %s as not issued (the API answers {invoice_id})', async (_, body) => {
    const { payments } = gateway({ ...lightningRoutes, 'POST /api/generate-invoice-qr': { status: 200, body } })
    const result = await payments.startLightningDeposit(DEPOSIT)()
    expect(result._tag === 'Left' && result.left._tag === 'InvoiceNotIssued' && result.left.error._tag).toBe('BadPayload')
  })

  it('reads an invoice', async () => {
    const { payments } = gateway({ 'GET /api/invoice/inv_7Hq2': { status: 200, body: invoiceOk } })
    expect(await payments.invoice('inv_7Hq2')()).toEqual({
      _tag: 'Right',
      right: {
        invoiceId: 'inv_7Hq2',
        expiresAt: 1_718_000_600_000,
        qrcodeUrl: invoiceOk.qrcode_url,
        checkoutUrl: invoiceOk.checkout_url,
        sandbox: false,
      },
    })
  })

  it('reads what arrived of a part-paid invoice, and says nothing of it when none or all of it did', async () => {
    const read = async (received: string) => {
      const { payments } = gateway({ 'GET /api/invoice/inv_7Hq2': { status: 200, body: { ...invoiceOk, received } } })
      const result = await payments.invoice('inv_7Hq2')()
      return result._tag === 'Right' ? result.right.paid : 'refused'
    }
    expect(await read('10.00')).toEqual({ asked: '25.00', received: '10.00' })
    expect(await read('0.00')).toBeUndefined()
    expect(await read('25.00')).toBeUndefined()
  })

  it("reads a sandbox invoice's flag", async () => {
    const { payments } = gateway({ 'GET /api/invoice/inv_7Hq2': { status: 200, body: { ...invoiceOk, sandbox: true } } })
    const result = await payments.invoice('inv_7Hq2')()
    expect(result._tag === 'Right' && result.right.sandbox).toBe(true)
  })

  it('refuses an expiry given as ISO text (the API sends epoch milliseconds)', async () => {
    const { payments } = gateway({ 'GET /api/invoice/inv_7Hq2': { status: 200, body: invoiceIsoExpiry } })
    expect(isBadPayload(await payments.invoice('inv_7Hq2')())).toBe(true)
  })

  it('refuses a sandbox flag that is not a boolean', async () => {
    const { payments } = gateway({ 'GET /api/invoice/inv_7Hq2': { status: 200, body: invoiceBadSandbox } })
    expect(isBadPayload(await payments.invoice('inv_7Hq2')())).toBe(true)
  })

  it('has the sandbox provider pay an invoice, its id encoded in the path', async () => {
    const { payments, requests } = gateway({
      'POST /api/sandbox/lightning/pay/inv%2F7': { status: 200, body: { invoice_id: 'inv/7', status: 'completed' } },
    })
    expect(await payments.paySandboxInvoice('inv/7')()).toEqual({ _tag: 'Right', right: undefined })
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/sandbox/lightning/pay/inv%2F7' })
    expect(requests[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest')
  })

  it("keeps the server's message when the sandbox is off", async () => {
    const { payments } = gateway({ 'POST /api/sandbox/lightning/pay/inv_7Hq2': { status: 404, body: { message: 'Not Found' } } })
    expect(await payments.paySandboxInvoice('inv_7Hq2')()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 404, message: 'Not Found' },
    })
  })

  it('refuses an invoice whose wallet link is a script', async () => {
    const { payments } = gateway({ 'GET /api/invoice/inv_7Hq2': { status: 200, body: invoiceBadLink } })
    expect(isBadPayload(await payments.invoice('inv_7Hq2')())).toBe(true)
  })

  it('encodes an invoice id in the path', async () => {
    const { payments, requests } = gateway({})
    await payments.invoice('../logout')()
    expect(requests[0]?.url).toBe('/api/invoice/..%2Flogout')
  })

  it('asks for the payment status by invoice_id', async () => {
    const { payments, requests } = gateway({ 'POST /api/check-payment-status': { status: 200, body: { status: 'completed' } } })
    expect(await payments.paymentStatus('inv_7Hq2')()).toEqual({ _tag: 'Right', right: 'completed' })
    expect(requests[0]?.body).toEqual({ invoice_id: 'inv_7Hq2' })
  })

  it('has the server settle the transaction', async () => {
    const { payments } = gateway({
      'GET /api/update_transaction/inv_7Hq2': { status: 200, body: { invoice_id: 'inv_7Hq2', status: 'completed' } },
    })
    expect(await payments.updateTransaction('inv_7Hq2')()).toEqual({ _tag: 'Right', right: undefined })
  })

  it('lists only the enabled payout currencies', async () => {
    const { payments } = gateway({ 'GET /api/crypto/currencies': { status: 200, body: currenciesOk } })
    expect(await payments.currencies()()).toEqual({
      _tag: 'Right',
      right: [
        { code: 'btc', name: 'Bitcoin' },
        { code: 'usdttrc20', name: 'Tether USD (Tron)' },
      ],
    })
  })

  it('refuses a bare list of currencies (the API wraps it as {currencies})', async () => {
    const { payments } = gateway({ 'GET /api/crypto/currencies': { status: 200, body: currenciesOk.currencies } })
    expect(isBadPayload(await payments.currencies()())).toBe(true)
  })

  it('refuses currencies without their enable flag', async () => {
    const { payments } = gateway({ 'GET /api/crypto/currencies': { status: 200, body: currenciesBad } })
    expect(isBadPayload(await payments.currencies()())).toBe(true)
  })

  it('creates a crypto invoice in USD with the order id and reads its page', async () => {
    const { payments, requests } = gateway({ 'POST /api/crypto/invoice': { status: 201, body: cryptoInvoiceOk } })
    expect(await payments.createCryptoInvoice({ amount: '25.00', orderId: 'MOB-1718000000000-Aa09Bb' })()).toEqual({
      _tag: 'Right',
      right: cryptoInvoiceOk.invoice_url,
    })
    expect(requests[0]?.body).toEqual({ amount: '25.00', currency: 'USD', order_id: 'MOB-1718000000000-Aa09Bb' })
  })

  it('refuses a crypto invoice page that is not http(s)', async () => {
    const { payments } = gateway({ 'POST /api/crypto/invoice': { status: 201, body: { invoice_url: 'data:text/html,hi' } } })
    expect(isBadPayload(await payments.createCryptoInvoice({ amount: '25.00', orderId: 'MOB-1-aaaaaa' })())).toBe(true)
  })

  it("sends a payout in the API's names and reads a rejected payout's status and error", async () => {
    const request = { currency: 'USD', amount: '40.00', paymentMethod: 'nowpayments', address: 'bc1q...', payoutCurrency: 'btc' }
    const { payments, requests } = gateway({ 'POST /api/withdraw': { status: 200, body: withdrawRejected } })
    expect(await payments.requestWithdrawal(request)()).toEqual({
      _tag: 'Right',
      right: { status: 'REJECTED', error: 'Address is invalid for BTC' },
    })
    expect(requests[0]?.body).toEqual({
      currency: 'USD',
      amount: '40.00',
      payment_method: 'nowpayments',
      invoice: 'bc1q...',
      payout_currency: 'btc',
    })
  })

  it('leaves payout_currency out of a lightning payout', async () => {
    const { payments, requests } = gateway({ 'POST /api/withdraw': { status: 200, body: withdrawRejected } })
    await payments.requestWithdrawal({ currency: 'USD', amount: '5.00', paymentMethod: 'speed', address: 'lnbc1' })()
    expect(requests[0]?.body).toEqual({ currency: 'USD', amount: '5.00', payment_method: 'speed', invoice: 'lnbc1' })
  })

  it('reads a lightning withdraw answer, its status without an error', async () => {
    const { payments } = gateway({ 'POST /api/withdraw': { status: 200, body: { status: 'PENDING', error: null, withdrawal_id: 'wd_1' } } })
    expect(await payments.requestWithdrawal({ currency: 'USD', amount: '5.00', paymentMethod: 'speed', address: 'lnbc1' })()).toEqual({
      _tag: 'Right',
      right: { status: 'PENDING', error: null },
    })
  })

  it('refuses a withdraw answer without its status', async () => {
    const { payments } = gateway({ 'POST /api/withdraw': { status: 201, body: { message: 'Withdraw request recorded.' } } })
    expect(
      isBadPayload(await payments.requestWithdrawal({ currency: 'USD', amount: '5.00', paymentMethod: 'speed', address: 'lnbc1' })()),
    ).toBe(true)
  })

  it("keeps the server's message of a refused withdraw", async () => {
    const { payments } = gateway({
      'POST /api/withdraw': { status: 422, body: { message: 'Amount exceeds your withdrawable balance.', errors: {} } },
    })
    expect(await payments.requestWithdrawal({ currency: 'USD', amount: '5.00', paymentMethod: 'speed', address: 'lnbc1' })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: 'Amount exceeds your withdrawable balance.', errors: {} },
    })
  })
})
