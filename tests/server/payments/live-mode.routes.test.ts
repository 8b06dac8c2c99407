import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { startFakeProvider, type FakeProvider, type RecordedRequest } from './support/fake-provider'
import type { PaymentsConfig } from '../../../server/payments/payments-config'
import { SHARED_ANSWER_MS } from '../../../server/payments/http/deposit-status-polls'
import {
  call,
  depositCredits,
  paymentsApp,
  signedInPlayer,
  SPEED_WEBHOOK_SECRET,
  TEST_RECONCILER,
  withdrawableCents,
} from './support/payments-harness'

const SECRET_KEY = 'sk_live_coinfall'

/** A Speed API that keeps its payments and lets the test mark one paid, as a payer's wallet would. */
const speedApi = () => {
  const payments = new Map<string, Record<string, unknown>>()
  const route = (r: RecordedRequest) => {
    if (r.method === 'POST' && r.path === '/payments') {
      const body = r.body as { amount: number }
      const id = `pi_live${payments.size}`
      // This version answers the BOLT11 request at the top level.
      const payment = {
        id,
        status: 'unpaid',
        amount: body.amount,
        target_amount: 1000,
        target_amount_paid: 0,
        expires_at: Date.now() + 600_000,
        payment_request: `lnbc10u1p${id}`,
      }
      payments.set(id, payment)
      return { body: payment }
    }
    const found = payments.get(r.path.replace('/payments/', ''))
    return found ? { body: found } : { status: 404, body: { errors: [{ message: 'No such payment' }] } }
  }
  const pay = (id: string) => payments.set(id, { ...payments.get(id), status: 'paid', target_amount_paid: 1000 })
  return { route, pay }
}

describe.each(ENGINES)('live mode: the real adapters over HTTP, no sandbox, on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let speed: FakeProvider
  let nowpayments: FakeProvider
  let live: PaymentsConfig
  const api = speedApi()
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    speed = await startFakeProvider(api.route)
    nowpayments = await startFakeProvider((r) =>
      r.path === '/invoice'
        ? { body: { id: 777, invoice_url: 'https://nowpayments.io/payment/?iid=777' } }
        : { status: 404, body: { message: 'Not found' } },
    )
    live = {
      speed: { mode: 'live', secretKey: SECRET_KEY, apiUrl: speed.url, webhookSecret: SPEED_WEBHOOK_SECRET },
      nowpayments: { mode: 'live', apiKey: 'NP-KEY', apiUrl: nowpayments.url, ipnSecret: 'ipn', payoutLogin: undefined },
      publicUrl: 'https://casino.example',
      reconciler: TEST_RECONCILER,
    }
    app = await paymentsApp(t.db, { payments: live })
  })
  afterAll(async () => {
    await app.close()
    await speed.close()
    await nowpayments.close()
    await t.close()
  })

  it('deposits through Speed: the invoice says sandbox false, the sandbox wallet is 404, the re-read credits once', async () => {
    const player = await signedInPlayer(t.db)
    const payment = (await call(app, player).post('/api/payments/lightning', { amount: '4.00' })).json<{
      id: string
      payment_request: string
      invoice_id: string
    }>()
    expect(payment).toMatchObject({ id: 'pi_live0', payment_request: 'lnbc10u1ppi_live0' })
    expect(speed.requests[0]?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`)
    const invoice = await call(app, player).get(`/api/invoice/${payment.invoice_id}`)
    expect(invoice.json()).toMatchObject({ sandbox: false, qrcode_url: 'lightning:lnbc10u1ppi_live0' })
    expect((await call(app, player).post(`/api/sandbox/lightning/pay/${payment.invoice_id}`, {})).statusCode).toBe(404)
    expect((await call(app, player).post('/api/check-payment-status', { invoice_id: payment.invoice_id })).json()).toEqual({
      status: 'pending',
    })
    api.pay(payment.id)
    // The last answer serves every poll for a few seconds (deposit-status-polls.ts): then it is read afresh.
    await new Promise((r) => setTimeout(r, SHARED_ANSWER_MS + 100))
    await Promise.all(
      Array.from({ length: 4 }, () => call(app, player).post('/api/check-payment-status', { invoice_id: payment.invoice_id })),
    )
    expect(await withdrawableCents(t.db, player.userId)).toBe(400)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
  })

  it('answers 502 (no stack, no detail) when Speed is down, and records nothing', async () => {
    const player = await signedInPlayer(t.db)
    const saved = speed.handle
    speed.handle = () => ({ status: 500, body: { errors: [{ message: 'internal' }] } })
    const res = await call(app, player).post('/api/payments/lightning', { amount: '4.00' })
    speed.handle = saved
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ message: 'The payment provider is not available right now. Please try again in a moment.' })
    expect(await t.db.selectFrom('payment_deposits').select('id').where('user_id', '=', player.userId).execute()).toEqual([])
  })

  it('gives NOWPayments our public callback addresses, serves no sandbox checkout, and refuses crypto payouts without a login', async () => {
    const player = await signedInPlayer(t.db)
    const res = await call(app, player).post('/api/crypto/invoice', {
      amount: '5.00',
      currency: 'USD',
      order_id: `MOB-${Date.now()}-abc123`,
    })
    expect(res.json()).toEqual({ invoice_url: 'https://nowpayments.io/payment/?iid=777' })
    expect(nowpayments.requests.at(-1)?.body).toMatchObject({
      ipn_callback_url: 'https://casino.example/api/webhooks/nowpayments',
      success_url: 'https://casino.example/wallet',
    })
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/crypto/checkout/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404)
    const withdraw = await call(app, player).post('/api/withdraw', {
      currency: 'USD',
      amount: '5.00',
      payment_method: 'nowpayments',
      invoice: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      payout_currency: 'btc',
    })
    expect(withdraw.statusCode).toBe(503)
    expect(withdraw.json()).toEqual({ message: 'Crypto withdrawals are not available right now.' })
  })

  it('answers 404 on every sandbox route: the sandbox wallet and the sandbox checkout, read or posted', async () => {
    const player = await signedInPlayer(t.db)
    const payment = (await call(app, player).post('/api/payments/lightning', { amount: '4.00' })).json<{ invoice_id: string }>()
    const key = 'AAAAAAAAAAAAAAAAAAAAAA'
    const answers = await Promise.all([
      call(app, player).post(`/api/sandbox/lightning/pay/${payment.invoice_id}`, {}),
      call(app, player).post(`/api/sandbox/lightning/pay/${payment.invoice_id}`, { amount: '4.00' }),
      app.inject({ method: 'GET', url: `/api/sandbox/crypto/checkout/${key}` }),
      app.inject({
        method: 'POST',
        url: `/api/sandbox/crypto/checkout/${key}`,
        payload: 'part=full',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ])
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404])
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
  })

  it('refuses to start with one provider live and the other a sandbox, or live without PUBLIC_URL, naming the variables', async () => {
    const sandboxSpeed = { ...live, speed: { mode: 'sandbox', webhookSecret: undefined } } as const
    const sandboxCrypto = { ...live, nowpayments: { mode: 'sandbox', ipnSecret: undefined } } as const
    await expect(paymentsApp(t.db, { payments: sandboxCrypto })).rejects.toThrow(/SPEED_SECRET_KEY is set but NOWPAYMENTS_API_KEY is not/)
    await expect(paymentsApp(t.db, { payments: sandboxSpeed })).rejects.toThrow(/NOWPAYMENTS_API_KEY is set but SPEED_SECRET_KEY is not/)
    await expect(paymentsApp(t.db, { payments: { ...live, publicUrl: undefined } })).rejects.toThrow(/PUBLIC_URL is required/)
  })
})
