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

const PAYMENT = { id: paymentOk.id, expiresAt: paymentOk.expires_at, paymentRequest: paymentOk.payment_request }

describe('the HTTP payments gateway', () => {
  it('asks the server for a lightning payment of an amount in dollars', async () => {
    const { payments, requests } = gateway({ 'POST /api/payments/lightning': { status: 201, body: paymentOk } })
    expect(await payments.createLightningPayment('12.50')()).toEqual({ _tag: 'Right', right: PAYMENT })
    expect(requests[0]?.body).toEqual({ amount: '12.50' })
  })

  it('refuses a payment whose expiry is not a time', async () => {
    const { payments } = gateway({ 'POST /api/payments/lightning': { status: 201, body: badExpiry } })
    expect(isBadPayload(await payments.createLightningPayment('12.50')())).toBe(true)
  })

  it('records the pending deposit', async () => {
    const record = { transaction_id: 'pi_1', user_id: '42', amount: '12.50', currency: 'USD', gateway: 'speed', status: 'Pending' }
    const transaction = { ...record, invoice_id: 'inv_7Hq2', status: 'pending' }
    const { payments, requests } = gateway({
      'POST /api/store/transaction': { status: 200, body: { message: 'Transaction recorded.', transaction } },
    })
    expect(await payments.storeTransaction(record)()).toEqual({ _tag: 'Right', right: undefined })
    expect(requests[0]?.body).toEqual(record)
  })

  it('reads the generated invoice id', async () => {
    const { payments, requests } = gateway({ 'POST /api/generate-invoice-qr': { status: 200, body: { invoice_id: 'inv_7Hq2' } } })
    expect(await payments.generateInvoice(PAYMENT)()).toEqual({ _tag: 'Right', right: 'inv_7Hq2' })
    expect(requests[0]?.body).toEqual({
      payment_request: paymentOk.payment_request,
      expires_at: paymentOk.expires_at,
      invoiceid: paymentOk.id,
    })
  })

  it.each([
    ['bare JSON text', 'inv_7Hq2'],
    ['{id}', { id: 'inv_7Hq2' }],
  ])('refuses a generated invoice id as %s (the API answers {invoice_id})', async (_, body) => {
    const { payments } = gateway({ 'POST /api/generate-invoice-qr': { status: 200, body } })
    expect(isBadPayload(await payments.generateInvoice(PAYMENT)())).toBe(true)
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

  it("reads a rejected payout's status and error", async () => {
    const request = { currency: 'USD', amount: '40.00', payment_method: 'nowpayments', invoice: 'bc1q...', payout_currency: 'btc' }
    const { payments, requests } = gateway({ 'POST /api/withdraw': { status: 200, body: withdrawRejected } })
    expect(await payments.withdraw(request)()).toEqual({
      _tag: 'Right',
      right: { status: 'REJECTED', error: 'Address is invalid for BTC' },
    })
    expect(requests[0]?.body).toEqual(request)
  })

  it('reads a lightning withdraw answer, its status without an error', async () => {
    const { payments } = gateway({ 'POST /api/withdraw': { status: 200, body: { status: 'PENDING', error: null, withdrawal_id: 'wd_1' } } })
    expect(await payments.withdraw({ currency: 'USD', amount: '5.00', payment_method: 'speed', invoice: 'lnbc1' })()).toEqual({
      _tag: 'Right',
      right: { status: 'PENDING', error: null },
    })
  })

  it('refuses a withdraw answer without its status', async () => {
    const { payments } = gateway({ 'POST /api/withdraw': { status: 201, body: { message: 'Withdraw request recorded.' } } })
    expect(isBadPayload(await payments.withdraw({ currency: 'USD', amount: '5.00', payment_method: 'speed', invoice: 'lnbc1' })())).toBe(
      true,
    )
  })

  it("keeps the server's message of a refused withdraw", async () => {
    const { payments } = gateway({
      'POST /api/withdraw': { status: 422, body: { message: 'Amount exceeds your withdrawable balance.', errors: {} } },
    })
    expect(await payments.withdraw({ currency: 'USD', amount: '5.00', payment_method: 'speed', invoice: 'lnbc1' })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: 'Amount exceeds your withdrawable balance.', errors: {} },
    })
  })
})
