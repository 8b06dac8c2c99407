import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowPaymentsCryptoPayouts } from '../../../server/payments/nowpayments/nowpayments-crypto-payouts.adapter'
import { nowPaymentsCryptoGateway } from '../../../server/payments/nowpayments/nowpayments-crypto-gateway.adapter'
import { PaymentDto, PaymentsListDto, PayoutDto, PayoutWithdrawalDto } from '../../../server/payments/nowpayments/nowpayments.codecs'
import { sandboxNowPayments } from '../../../server/payments/sandbox/sandbox-nowpayments.adapter'
import { sandboxPaymentsList } from '../../../server/payments/sandbox/sandbox-payments-list'
import { sandboxPayouts } from '../../../server/payments/sandbox/sandbox-payouts'
import { memorySandboxObjects } from './support/memory-sandbox-objects'
import { documentedExample, documentedSources } from './support/provider-fixtures'
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './support/fake-provider'

/** "Create payout": the parameters a withdrawal of POST /payout takes, and the batch's own. */
const PAYOUT_PARAMETERS = new Set(['withdrawals', 'ipn_callback_url'])
const WITHDRAWAL_PARAMETERS = new Set([
  'address',
  'currency',
  'amount',
  'fiat_amount',
  'fiat_currency',
  'extra_id',
  'ipn_callback_url',
  'payout_description',
  'unique_external_id',
])

const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length

const NOW = Date.parse('2030-01-01T12:00:00Z')

/** NOWPayments' payout API answering its documented withdrawal object; /estimate answers a price with many decimals. */
const payoutApi = (r: RecordedRequest) => {
  if (r.path === '/auth') return { body: { token: 'jwt-123' } }
  if (r.path.startsWith('/estimate')) return { body: { ...documentedExample('nowpayments', 'estimate'), estimated_amount: 0.00010963217 } }
  if (r.path === '/payout') return { body: documentedExample('nowpayments', 'payout-create') }
  if (r.path === '/payout/5000000713/verify') return { text: 'OK' }
  return { status: 404, body: { message: 'Not found' } }
}

describe("NOWPayments calls match the gateway's documents", () => {
  let np: FakeProvider
  beforeAll(async () => {
    np = await startFakeProvider(payoutApi)
  })
  afterAll(() => np.close())

  it('every example names the page it was copied from', () => {
    const sources = documentedSources('nowpayments')
    for (const name of [
      'payment-ipn',
      'payment-status-ipn',
      'payments-list',
      'payout-create',
      'payout-withdrawal-ipn',
      'estimate',
      'min-amount',
    ])
      expect(sources[`${name}.json`]?.page).toMatch(/^https:\/\/documenter\.getpostman\.com\/view\/7907941\//)
  })

  it('every documented example of an object we read decodes with its decoder, nulls included', () => {
    expect(E.isRight(PaymentDto.decode(documentedExample('nowpayments', 'payment-ipn')))).toBe(true)
    expect(E.isRight(PaymentDto.decode(documentedExample('nowpayments', 'payment-status-ipn')))).toBe(true)
    expect(E.isRight(PaymentsListDto.decode(documentedExample('nowpayments', 'payments-list')))).toBe(true)
    expect(E.isRight(PayoutDto.decode(documentedExample('nowpayments', 'payout-create')))).toBe(true)
    expect(E.isRight(PayoutWithdrawalDto.decode(documentedExample('nowpayments', 'payout-withdrawal-ipn')))).toBe(true)
  })

  it('a payout of $10 in BTC sends only documented parameters, the USD value as fiat_amount (2 decimals) and no amount beyond 6 decimals (§2)', async () => {
    np.requests.length = 0
    const payouts = nowPaymentsCryptoPayouts({
      apiKey: 'NP-KEY',
      apiUrl: np.url,
      login: { email: 'ops@coinfall.test', password: 'pw', totpSecret: undefined },
      clock: { now: () => new Date(NOW) },
    })
    const made = await payouts.createPayout({
      address: 'bc1qexampleaddress0000000000000000',
      currency: 'BTC',
      amountCents: 1000,
      ipnCallbackUrl: 'https://casino.test/api/webhooks/nowpayments',
      reference: 'wd_1',
    })()
    expect(made).toEqual(
      E.right({
        batchId: '5000000713',
        payoutId: '5000000000',
        status: 'WAITING',
        error: null,
        // The documented answer's first withdrawal: its amount and currency as sent, no fee yet.
        sent: { amount: '200', currency: 'TRX', rate: null, fee: null, feeCurrency: null },
      }),
    )
    const sent = np.requests.find((r) => r.path === '/payout')?.body as Record<string, unknown>
    for (const key of Object.keys(sent)) expect(PAYOUT_PARAMETERS).toContain(key)
    const withdrawals = sent.withdrawals as Record<string, unknown>[]
    expect(withdrawals).toHaveLength(1)
    const withdrawal = withdrawals[0] ?? {}
    for (const key of Object.keys(withdrawal)) expect(WITHDRAWAL_PARAMETERS).toContain(key)
    if (typeof withdrawal.amount === 'number') expect(decimals(withdrawal.amount)).toBeLessThanOrEqual(6)
    expect(withdrawal).toMatchObject({
      address: 'bc1qexampleaddress0000000000000000',
      currency: 'btc',
      fiat_amount: 10,
      fiat_currency: 'usd',
      unique_external_id: 'wd_1',
    })
    expect(decimals(withdrawal.fiat_amount as number)).toBeLessThanOrEqual(2)
  })
})

describe('the NOWPayments payout sandbox answers in the documented shapes', () => {
  let np: FakeProvider
  beforeAll(async () => {
    np = await startFakeProvider()
  })
  afterAll(() => np.close())

  it('its stored batch has every field of the documented withdrawal, and the live adapter reads it back', async () => {
    const objects = memorySandboxObjects()
    const sandbox = sandboxPayouts({ objects, clock: { now: () => new Date(NOW) } })
    const made = await sandbox.createPayout({
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      currency: 'btc',
      amountCents: 1000,
      ipnCallbackUrl: 'https://casino.test/api/webhooks/nowpayments',
      reference: 'wd_2',
    })()
    if (E.isLeft(made)) throw new Error('not made')
    const batch = objects.all('np_payout')[0] ?? {}
    const withdrawal = (batch.withdrawals as Record<string, unknown>[])[0] ?? {}
    const documented = documentedExample('nowpayments', 'payout-withdrawal-ipn')
    for (const [key, value] of Object.entries(documented)) {
      expect(withdrawal, key).toHaveProperty(key)
      if (value === null && !['error', 'fee', 'extra_id', 'hash', 'requested_at', 'updated_at'].includes(key)) continue
      expect(typeof withdrawal[key], key).toBe(typeof value)
    }
    expect(String(withdrawal.amount).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6)
    np.handle = (r) => (r.path === '/auth' ? { body: { token: 'jwt' } } : { body: batch })
    const live = nowPaymentsCryptoPayouts({
      apiKey: 'NP-KEY',
      apiUrl: np.url,
      login: { email: 'ops@coinfall.test', password: 'pw', totpSecret: undefined },
      clock: { now: () => new Date(NOW) },
    })
    expect(await live.readPayout(made.right)()).toEqual(await sandbox.readPayout(made.right)())
  })
})

describe('payout preconditions, asked before anything is debited (issue 26 §6)', () => {
  let np: FakeProvider
  let minimum = 0.0001
  let minimumEnabled = true
  beforeAll(async () => {
    np = await startFakeProvider((r) => {
      if (r.path === '/auth') return { body: { token: 'jwt-123' } }
      if (r.path === '/payout/validate-address') {
        const body = r.body as { address?: string }
        return body.address === 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
          ? { text: 'OK' }
          : {
              status: 400,
              body: { status: false, statusCode: 400, code: 'BAD_CREATE_WITHDRAWAL_REQUEST', message: 'Invalid payout_address: nope' },
            }
      }
      if (r.path.startsWith('/payout-withdrawal/min-amount/'))
        return minimumEnabled
          ? { body: { success: true, result: minimum } }
          : { status: 403, body: { status: false, statusCode: 403, code: 'FORBIDDEN', message: 'Access denied' } }
      if (r.path.startsWith('/estimate')) return { body: { ...documentedExample('nowpayments', 'estimate'), estimated_amount: 0.00015 } }
      return { status: 404, body: { message: 'Not found' } }
    })
  })
  afterAll(() => np.close())
  const payouts = () =>
    nowPaymentsCryptoPayouts({
      apiKey: 'NP-KEY',
      apiUrl: np.url,
      login: { email: 'ops@coinfall.test', password: 'pw', totpSecret: undefined },
      clock: { now: () => new Date(NOW) },
    })
  const good = { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', currency: 'BTC', amountCents: 1000 }

  it('validates the address with the documented call, and tells a refusal apart from a gateway that does not answer', async () => {
    expect(await payouts().checkPayout(good)()).toEqual(E.right(undefined))
    expect(np.requests.find((r) => r.path === '/payout/validate-address')).toMatchObject({
      method: 'POST',
      headers: { 'x-api-key': 'NP-KEY', authorization: 'Bearer jwt-123' },
      body: { address: good.address, currency: 'btc', extra_id: null },
    })
    expect(await payouts().checkPayout({ ...good, address: 'bc1qnope' })()).toEqual(
      E.left({ _tag: 'BadAddress', providerText: 'Invalid payout_address: nope' }),
    )
  })

  it("refuses an amount worth less than the coin's minimum payout", async () => {
    minimum = 0.0002
    expect(await payouts().checkPayout(good)()).toEqual(E.left({ _tag: 'BelowMinimum', minimum: '0.0002' }))
    expect(np.requests.some((r) => r.path === '/payout-withdrawal/min-amount/btc')).toBe(true)
    minimum = 0.0001
  })

  it('goes on without a minimum when the account may not ask for one (403): the payout itself is then the check', async () => {
    minimumEnabled = false
    minimum = 0.0002
    try {
      expect(await payouts().checkPayout(good)()).toEqual(E.right(undefined))
    } finally {
      minimumEnabled = true
      minimum = 0.0001
    }
  })
})

describe('the NOWPayments payments sandbox answers its payments and their list in the documented shapes', () => {
  let np: FakeProvider
  beforeAll(async () => {
    np = await startFakeProvider()
  })
  afterAll(() => np.close())

  it('every documented field of a listed payment, of the page and of the payment object, read back by the live adapter as the sandbox reads them', async () => {
    const objects = memorySandboxObjects()
    const sandbox = sandboxNowPayments({ objects, clock: { now: () => new Date(NOW) } })
    const invoice = await sandbox.createInvoice({
      amountCents: 1000,
      orderId: 'MOB-1-abcdef',
      description: 'Coinfall deposit',
      ipnCallbackUrl: 'https://casino.test/api/webhooks/nowpayments',
      successUrl: 'https://casino.test/wallet',
      cancelUrl: 'https://casino.test/wallet',
      partiallyPaidUrl: 'https://casino.test/wallet',
    })()
    if (E.isLeft(invoice)) throw new Error('no invoice')
    const checkoutKey = invoice.right.invoiceUrl.split('/').at(-1) ?? ''
    expect(await sandbox.pay(checkoutKey, 'full')).not.toBeNull()
    const query = { dateFrom: new Date(NOW - 60_000), dateTo: new Date(NOW + 60_000), page: 0, limit: 500 }
    const answer = await sandboxPaymentsList(objects, query)
    const documented = documentedExample('nowpayments', 'payments-list')
    for (const [key, value] of Object.entries(documented)) {
      expect(answer, key).toHaveProperty(key)
      if (key !== 'data') expect(typeof answer[key], key).toBe(typeof value)
    }
    const listed = (answer.data as Record<string, unknown>[])[0] ?? {}
    for (const [key, value] of Object.entries((documented.data as Record<string, unknown>[])[0] ?? {})) {
      expect(listed, key).toHaveProperty(key)
      expect(typeof listed[key], key).toBe(typeof value)
    }
    // The payment object itself (GET /payment/{id}, and the IPN's body): every documented field.
    for (const name of ['payment-status-ipn', 'payment-ipn'])
      for (const [key, value] of Object.entries(documentedExample('nowpayments', name))) {
        expect(listed, `${name}: ${key}`).toHaveProperty(key)
        // The documented IPN is a repeated payment; this first one repeats nothing.
        if (value === null || (key === 'parent_payment_id' && listed[key] === null)) continue
        expect(typeof listed[key], `${name}: ${key}`).toBe(typeof value)
      }
    np.handle = (r) => (r.path.startsWith('/payment/?') ? { body: answer } : { body: listed })
    const live = nowPaymentsCryptoGateway({ apiKey: 'NP-KEY', apiUrl: np.url })
    const paymentId = String(listed.payment_id)
    expect(await live.readPayment(paymentId)()).toEqual(await sandbox.readPayment(paymentId)())
    const read = await live.listPayments(query)()
    expect(read).toEqual(await sandbox.listPayments(query)())
    expect(E.isRight(read) && read.right).toEqual({
      payments: [{ paymentId: String(listed.payment_id), invoiceId: invoice.right.id, orderId: 'MOB-1-abcdef' }],
      pagesCount: 1,
    })
  })
})
