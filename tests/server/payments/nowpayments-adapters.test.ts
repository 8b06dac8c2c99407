import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowPaymentsCryptoGateway } from '../../../server/payments/nowpayments/nowpayments-crypto-gateway.adapter'
import { nowPaymentsCryptoPayouts } from '../../../server/payments/nowpayments/nowpayments-crypto-payouts.adapter'
import { totp } from '../../../server/payments/nowpayments/totp'
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './support/fake-provider'
import { documentedExample } from './support/provider-fixtures'

const API_KEY = 'NP-TEST-KEY'
const NOW = Date.parse('2030-01-01T12:00:00Z')
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP'
const login = { email: 'ops@coinfall.test', password: 'pw', totpSecret: TOTP_SECRET }
const newPayout = {
  address: 'bc1qexampleaddress0000000000000000',
  currency: 'BTC',
  amountCents: 5000,
  ipnCallbackUrl: 'https://casino.test/api/webhooks/nowpayments',
  reference: 'wd_1',
}

/** NOWPayments' payout endpoints as their docs describe them; `payoutStatus` decides the answer. */
const payoutApi = (payoutStatus: string | { status: number; body: unknown }) => (r: RecordedRequest) => {
  if (r.path === '/auth') return { body: { token: 'jwt-123' } }
  if (r.path.startsWith('/estimate'))
    return { body: { currency_from: 'usd', amount_from: 50, currency_to: 'btc', estimated_amount: 0.000750004321 } }
  if (r.path === '/payout') {
    if (typeof payoutStatus !== 'string') return payoutStatus
    return {
      body: {
        id: '5000000713',
        withdrawals: [
          {
            id: '5000000000',
            address: newPayout.address,
            currency: 'btc',
            amount: '0.00075',
            batch_withdrawal_id: '5000000713',
            status: payoutStatus,
            error: payoutStatus === 'REJECTED' ? 'Address is blocked' : null,
          },
        ],
      },
    }
  }
  if (r.path === '/payout/5000000713/verify') return { text: 'OK' }
  // GET /payout/{batch}: the batch's withdrawals, as NOWPayments' docs show the answer (a bare list).
  if (r.method === 'GET' && r.path === '/payout/5000000713') {
    return {
      body: [
        {
          id: '5000000000',
          address: newPayout.address,
          currency: 'btc',
          amount: '0.00075',
          batch_withdrawal_id: '5000000713',
          status: payoutStatus,
          error: null,
          // The network fee, once the payout is sent.
          fee: payoutStatus === 'finished' ? '0.0000021' : null,
          hash: null,
          unique_external_id: 'wd_1',
          created_at: '2030-01-01T12:00:00.000Z',
        },
      ],
    }
  }
  return { status: 404, body: { message: 'Not found' } }
}

describe('NOWPayments adapters against a fake NOWPayments API', () => {
  let np: FakeProvider
  beforeAll(async () => {
    np = await startFakeProvider()
  })
  afterAll(() => np.close())
  const gateway = () => nowPaymentsCryptoGateway({ apiKey: API_KEY, apiUrl: np.url })
  const payouts = (withLogin = login) =>
    nowPaymentsCryptoPayouts({ apiKey: API_KEY, apiUrl: np.url, login: withLogin, clock: { now: () => new Date(NOW) } })

  it('lists the full currencies with x-api-key', async () => {
    np.handle = () => ({
      body: {
        currencies: [
          { id: 1, code: 'btc', name: 'Bitcoin', enable: true, network: 'btc' },
          { id: 2, code: 'xmr', name: 'Monero', enable: false },
        ],
      },
    })
    expect(await gateway().currencies()()).toEqual(
      E.right([
        { code: 'btc', name: 'Bitcoin', enable: true },
        { code: 'xmr', name: 'Monero', enable: false },
      ]),
    )
    expect(np.requests.at(-1)).toMatchObject({ method: 'GET', path: '/full-currencies', headers: { 'x-api-key': API_KEY } })
  })

  it('creates an invoice in USD with fixed rate, the fee on us and every callback address', async () => {
    np.handle = () => ({
      body: {
        id: 4522625843,
        order_id: 'MOB-1-abcdef',
        invoice_url: 'https://nowpayments.io/payment/?iid=4522625843',
        price_amount: '12.5',
      },
    })
    const created = await gateway().createInvoice({
      amountCents: 1250,
      orderId: 'MOB-1-abcdef',
      description: 'Coinfall deposit',
      ipnCallbackUrl: 'https://c.test/api/webhooks/nowpayments',
      successUrl: 'https://c.test/wallet',
      cancelUrl: 'https://c.test/wallet',
      partiallyPaidUrl: 'https://c.test/wallet',
    })()
    expect(created).toEqual(E.right({ id: '4522625843', invoiceUrl: 'https://nowpayments.io/payment/?iid=4522625843' }))
    expect(np.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/invoice',
      headers: { 'x-api-key': API_KEY },
      body: {
        price_amount: 12.5,
        price_currency: 'usd',
        order_id: 'MOB-1-abcdef',
        ipn_callback_url: 'https://c.test/api/webhooks/nowpayments',
        success_url: 'https://c.test/wallet',
        cancel_url: 'https://c.test/wallet',
        partially_paid_url: 'https://c.test/wallet',
        is_fixed_rate: true,
        is_fee_paid_by_user: false,
      },
    })
  })

  it('re-reads a payment: its status, invoice and USD price', async () => {
    np.handle = () => ({
      body: {
        payment_id: 5524759814,
        invoice_id: 4522625843,
        order_id: 'MOB-1-abcdef',
        payment_status: 'partially_paid',
        price_amount: 12.5,
        price_currency: 'usd',
        actually_paid: 0.0001,
      },
    })
    expect(await gateway().readPayment('5524759814')()).toEqual(
      E.right({
        paymentId: '5524759814',
        invoiceId: '4522625843',
        orderId: 'MOB-1-abcdef',
        status: 'partially_paid',
        priceCents: 1250,
        parentPaymentId: null,
        payAmount: null,
        actuallyPaid: 0.0001,
        actuallyPaidAtFiat: null,
      }),
    )
    expect(np.requests.at(-1)?.path).toBe('/payment/5524759814')
  })

  describe('the list of payments (GET /payment/), as "Get list of payments" documents it', () => {
    /** The documented parameters and the values they take. */
    const PARAMETERS = new Set(['limit', 'page', 'invoiceId', 'sortBy', 'orderBy', 'dateFrom', 'dateTo'])
    const SORT_BY = new Set(
      'created_at payment_id payment_status pay_address price_amount price_currency pay_amount actually_paid pay_currency order_id order_description purchase_id outcome_amount outcome_currency'.split(
        ' ',
      ),
    )
    const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
    const query = { dateFrom: new Date('2030-01-01T10:50:00Z'), dateTo: new Date('2030-01-01T12:10:00Z'), page: 2, limit: 500 }
    const listApi = (r: RecordedRequest) =>
      r.path === '/auth' ? { body: { token: 'jwt-123' } } : { body: documentedExample('nowpayments', 'payments-list') }

    it('asks with the documented parameters only and reads the documented answer: each payment id, its order and the page count', async () => {
      np.requests.length = 0
      np.handle = listApi
      const listed = await gateway().listPayments(query)()
      expect(E.isRight(listed) && listed.right.pagesCount).toBe(6)
      expect(E.isRight(listed) && listed.right.payments).toHaveLength(10)
      expect(E.isRight(listed) && listed.right.payments[0]).toEqual({ paymentId: '5524759814', invoiceId: null, orderId: 'RGDBP-21314' })
      const [asked] = np.requests
      expect(asked).toMatchObject({ method: 'GET', headers: { 'x-api-key': API_KEY } })
      const url = new URL(asked?.path ?? '', 'http://np.test')
      expect(url.pathname).toBe('/payment/')
      for (const key of url.searchParams.keys()) expect(PARAMETERS).toContain(key)
      const limit = Number(url.searchParams.get('limit'))
      expect(limit >= 1 && limit <= 500).toBe(true)
      expect(url.searchParams.get('page')).toBe('2')
      expect(SORT_BY).toContain(url.searchParams.get('sortBy'))
      expect(['asc', 'desc']).toContain(url.searchParams.get('orderBy'))
      expect(url.searchParams.get('dateFrom')).toMatch(ISO)
      expect(url.searchParams.get('dateTo')).toMatch(ISO)
      expect([url.searchParams.get('dateFrom'), url.searchParams.get('dateTo')]).toEqual([
        '2030-01-01T10:50:00.000Z',
        '2030-01-01T12:10:00.000Z',
      ])
    })

    it('sends the JWT the call is documented with when the account login is configured', async () => {
      np.requests.length = 0
      np.handle = listApi
      const withLogin = nowPaymentsCryptoGateway({ apiKey: API_KEY, apiUrl: np.url, login })
      expect(E.isRight(await withLogin.listPayments(query)())).toBe(true)
      const [auth, asked] = np.requests
      expect(auth).toMatchObject({ method: 'POST', path: '/auth', body: { email: login.email, password: login.password } })
      expect(asked).toMatchObject({ method: 'GET', headers: { 'x-api-key': API_KEY, authorization: 'Bearer jwt-123' } })
    })

    it('says Unavailable for an answer that is not the documented list', async () => {
      np.handle = () => ({ body: { payments: [] } })
      const listed = await gateway().listPayments(query)()
      expect(E.isLeft(listed) && listed.left._tag).toBe('Unavailable')
    })
  })

  it('pays out: a JWT from /auth, then /payout in USD with both credentials and a TOTP verification', async () => {
    np.requests.length = 0
    np.handle = payoutApi('WAITING')
    expect(await payouts().createPayout(newPayout)()).toEqual(
      E.right({
        batchId: '5000000713',
        payoutId: '5000000000',
        status: 'WAITING',
        error: null,
        sent: { amount: '0.00075', currency: 'BTC', rate: null, fee: null, feeCurrency: null },
      }),
    )
    const [auth, payout, verify] = np.requests
    expect(auth).toMatchObject({ method: 'POST', path: '/auth', body: { email: login.email, password: login.password } })
    expect(payout).toMatchObject({
      method: 'POST',
      path: '/payout',
      headers: { 'x-api-key': API_KEY, authorization: 'Bearer jwt-123' },
      body: {
        withdrawals: [
          {
            address: newPayout.address,
            currency: 'btc',
            fiat_amount: 50,
            fiat_currency: 'usd',
            ipn_callback_url: newPayout.ipnCallbackUrl,
            unique_external_id: 'wd_1',
          },
        ],
      },
    })
    expect(verify).toMatchObject({
      method: 'POST',
      path: '/payout/5000000713/verify',
      headers: { authorization: 'Bearer jwt-123' },
      body: { verification_code: totp(TOTP_SECRET, NOW) },
    })
  })

  it('answers a REJECTED payout as made, with its error, and never verifies it', async () => {
    np.requests.length = 0
    np.handle = payoutApi('REJECTED')
    expect(await payouts().createPayout(newPayout)()).toEqual(
      E.right({
        batchId: '5000000713',
        payoutId: '5000000000',
        status: 'REJECTED',
        error: 'Address is blocked',
        sent: { amount: '0.00075', currency: 'BTC', rate: null, fee: null, feeCurrency: null },
      }),
    )
    expect(np.requests.map((r) => r.path)).not.toContain('/payout/5000000713/verify')
  })

  it('tells our own failure (nothing made), the gateway refusing the payout (its words) and no answer to the payout itself (maybe made)', async () => {
    np.handle = (r) => (r.path === '/auth' ? { status: 401, body: { message: 'Invalid credentials' } } : payoutApi('WAITING')(r))
    expect(await payouts().createPayout(newPayout)()).toEqual(E.left({ _tag: 'NotSent', detail: 'HTTP 401: Invalid credentials' }))
    np.handle = payoutApi({
      status: 400,
      body: { status: false, statusCode: 400, code: 'INVALID_REQUEST_PARAMS', message: 'Invalid payout_address' },
    })
    expect(await payouts().createPayout(newPayout)()).toEqual(
      E.left({ _tag: 'Refused', message: 'Invalid payout_address', detail: 'HTTP 400: Invalid payout_address' }),
    )
    np.handle = payoutApi({ status: 502, body: {} })
    expect(await payouts().createPayout(newPayout)()).toEqual(E.left({ _tag: 'OutcomeUnknown', detail: 'HTTP 502' }))
  })

  it('is unavailable without a payout login, and calls nothing', async () => {
    np.requests.length = 0
    const none = nowPaymentsCryptoPayouts({ apiKey: API_KEY, apiUrl: np.url, login: undefined, clock: { now: () => new Date(NOW) } })
    expect(none.available).toBe(false)
    expect(await none.createPayout(newPayout)()).toMatchObject(E.left({ _tag: 'NotSent' }))
    expect(np.requests).toEqual([])
  })

  it('re-reads a payout: GET /payout/{batch} with both credentials, the withdrawal with our payout id, its status and the id we sent', async () => {
    np.requests.length = 0
    np.handle = payoutApi('finished')
    expect(await payouts().readPayout({ batchId: '5000000713', payoutId: '5000000000' })()).toEqual(
      E.right({
        batchId: '5000000713',
        payoutId: '5000000000',
        status: 'FINISHED',
        error: null,
        reference: 'wd_1',
        sent: { amount: '0.00075', currency: 'BTC', rate: null, fee: '0.0000021', feeCurrency: 'BTC' },
      }),
    )
    const [auth, read] = np.requests
    expect(auth).toMatchObject({ method: 'POST', path: '/auth' })
    expect(read).toMatchObject({
      method: 'GET',
      path: '/payout/5000000713',
      headers: { 'x-api-key': API_KEY, authorization: 'Bearer jwt-123' },
    })
  })

  it('reads the batch under `withdrawals` too, and says Refused 404 for a payout the batch does not hold', async () => {
    np.handle = (r) =>
      r.path === '/auth'
        ? { body: { token: 'jwt-123' } }
        : {
            body: {
              id: '5000000713',
              withdrawals: [{ id: '5000000000', status: 'FAILED', error: { code: 'X', message: 'Network congestion' } }],
            },
          }
    expect(await payouts().readPayout({ batchId: '5000000713', payoutId: '5000000000' })()).toEqual(
      E.right({
        batchId: '5000000713',
        payoutId: '5000000000',
        status: 'FAILED',
        error: '{"code":"X","message":"Network congestion"}',
        reference: null,
        sent: null,
      }),
    )
    expect(await payouts().readPayout({ batchId: '5000000713', payoutId: '42' })()).toMatchObject(E.left({ _tag: 'Refused', status: 404 }))
  })

  it('says Unavailable when it cannot sign in or the answer is not a payout, and Refused when the gateway does not know the batch', async () => {
    np.handle = (r) => (r.path === '/auth' ? { status: 401, body: { message: 'Invalid credentials' } } : { body: [] })
    expect(await payouts().readPayout({ batchId: '1', payoutId: '2' })()).toMatchObject(E.left({ _tag: 'Refused', status: 401 }))
    np.handle = (r) => (r.path === '/auth' ? { body: { token: 'jwt-123' } } : { body: { unexpected: true } })
    expect(await payouts().readPayout({ batchId: '1', payoutId: '2' })()).toMatchObject(E.left({ _tag: 'Unavailable' }))
    np.handle = payoutApi('WAITING')
    expect(await payouts().readPayout({ batchId: '999', payoutId: '2' })()).toMatchObject(E.left({ _tag: 'Refused', status: 404 }))
    const none = nowPaymentsCryptoPayouts({ apiKey: API_KEY, apiUrl: np.url, login: undefined, clock: { now: () => new Date(NOW) } })
    expect(await none.readPayout({ batchId: '1', payoutId: '2' })()).toMatchObject(E.left({ _tag: 'Unavailable' }))
  })
})
