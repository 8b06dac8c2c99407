import * as E from 'fp-ts/Either'
import { createHmac, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbSandboxObjects } from '../../../server/payments/sandbox/sandbox-objects'
import { sandboxNowPayments } from '../../../server/payments/sandbox/sandbox-nowpayments.adapter'
import { sandboxSpeed } from '../../../server/payments/sandbox/sandbox-speed.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { call, depositCredits, paymentsApp, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'
import { ipnSignature, speedSignature } from './support/provider-signatures'

describe.each(ENGINES)('signed provider webhooks on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  // The sandboxes keep their payments in the database: these instances pay without sending a webhook.
  let speed: ReturnType<typeof sandboxSpeed>
  let nowpayments: ReturnType<typeof sandboxNowPayments>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db)
    speed = sandboxSpeed({ objects: dbSandboxObjects(t.db), clock: { now: () => new Date() } })
    nowpayments = sandboxNowPayments({ objects: dbSandboxObjects(t.db), clock: { now: () => new Date() } })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const speedWebhook = (paymentId: string, options: { id?: string; at?: number; signature?: string } = {}) => {
    const id = options.id ?? `evt_${randomBytes(6).toString('hex')}`
    const at = options.at ?? Math.floor(Date.now() / 1000)
    const body = JSON.stringify({
      id,
      object: 'event',
      event_type: 'payment.paid',
      created: at * 1000,
      data: { object: { id: paymentId, status: 'paid' } },
    })
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/speed',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(at),
        'webhook-signature': options.signature ?? speedSignature(id, at, body),
      },
    })
  }
  const ipn = (body: object, signature = ipnSignature(body)) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/nowpayments',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-nowpayments-sig': signature },
    })

  const lightningDeposit = async (player: Player, amount: string) =>
    (await call(app, player).post('/api/payments/lightning', { amount })).json<{ id: string; invoice_id: string }>()

  it('credits a Speed payment once from its signed webhook, through retries (new id and signature) and replays', async () => {
    const player = await signedInPlayer(t.db)
    const payment = await lightningDeposit(player, '20.00')
    expect(E.isRight(await speed.pay(payment.id)())).toBe(true)
    const first = await speedWebhook(payment.id, { id: 'evt_first' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ received: true })
    const replay = await speedWebhook(payment.id, { id: 'evt_first' })
    const retries = await Promise.all([speedWebhook(payment.id), speedWebhook(payment.id), speedWebhook(payment.id)])
    expect([replay, ...retries].map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    expect(await withdrawableCents(t.db, player.userId)).toBe(2000)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
    expect((await call(app, player).post('/api/check-payment-status', { invoice_id: payment.invoice_id })).json()).toEqual({
      status: 'completed',
    })
  })

  it('refuses a wrong signature, another secret, an old or a future timestamp, and missing headers, moving nothing', async () => {
    const player = await signedInPlayer(t.db)
    const payment = await lightningDeposit(player, '7.00')
    await speed.pay(payment.id)()
    const now = Math.floor(Date.now() / 1000)
    const otherSecret = `v1,${createHmac('sha256', randomBytes(32)).update('x').digest('base64')}`
    const refused = await Promise.all([
      speedWebhook(payment.id, { signature: 'v1,AAAA' }),
      speedWebhook(payment.id, { signature: otherSecret }),
      speedWebhook(payment.id, { at: now - 6 * 60 }),
      speedWebhook(payment.id, { at: now + 6 * 60 }),
      app.inject({ method: 'POST', url: '/api/webhooks/speed', payload: { data: { object: { id: payment.id } } } }),
    ])
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401])
    expect(refused[0]?.json()).toEqual({ message: 'The webhook signature is not valid.' })
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
  })

  it('accepts a rotation header with several signatures when one matches, and a signed webhook for an unknown payment without crediting', async () => {
    const player = await signedInPlayer(t.db)
    const payment = await lightningDeposit(player, '1.00')
    await speed.pay(payment.id)()
    const at = Math.floor(Date.now() / 1000)
    const body = JSON.stringify({ id: 'evt_rot', data: { object: { id: payment.id } } })
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/webhooks/speed',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'evt_rot',
        'webhook-timestamp': String(at),
        'webhook-signature': `v1,bm90LWl0 ${speedSignature('evt_rot', at, body)}`,
      },
    })
    expect(rotated.statusCode).toBe(200)
    expect(await withdrawableCents(t.db, player.userId)).toBe(100)
    expect((await speedWebhook('pi_unknown')).statusCode).toBe(200)
  })

  it('does not credit an unpaid payment whatever a (signed) webhook says: the provider is re-read', async () => {
    const player = await signedInPlayer(t.db)
    const payment = await lightningDeposit(player, '9.00')
    expect((await speedWebhook(payment.id)).statusCode).toBe(200)
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
  })

  const cryptoDeposit = async (player: Player, amount: string) => {
    const orderId = `MOB-${Date.now()}-${randomBytes(3).toString('hex')}`
    const res = await call(app, player).post('/api/crypto/invoice', { amount, currency: 'USD', order_id: orderId })
    expect(res.statusCode).toBe(200)
    return { orderId, checkoutKey: new URL(res.json<{ invoice_url: string }>().invoice_url).pathname.split('/').at(-1) ?? '' }
  }

  it('credits a NOWPayments payment once from its signed IPN (keys sorted, HMAC-SHA512), replays included', async () => {
    const player = await signedInPlayer(t.db)
    const { checkoutKey } = await cryptoDeposit(player, '30.00')
    const payment = await nowpayments.pay(checkoutKey, 'full')
    if (payment === null) throw new Error('the sandbox did not pay')
    const answers = await Promise.all([ipn(payment), ipn(payment), ipn({ ...payment })])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(await withdrawableCents(t.db, player.userId)).toBe(3000)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
  })

  it('refuses a wrong or missing IPN signature, and a body changed after signing', async () => {
    const player = await signedInPlayer(t.db)
    const { checkoutKey } = await cryptoDeposit(player, '8.00')
    const payment = await nowpayments.pay(checkoutKey, 'full')
    if (payment === null) throw new Error('the sandbox did not pay')
    const refused = await Promise.all([
      ipn(payment, ipnSignature(payment, 'another-secret')),
      ipn(payment, 'f'.repeat(128)),
      ipn({ ...payment, price_amount: 800 }, ipnSignature(payment)),
      app.inject({ method: 'POST', url: '/api/webhooks/nowpayments', payload: payment }),
    ])
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 401, 401])
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
  })

  it('credits a partial payment by what arrived, once, even when a signed IPN claims it finished: the payment is re-read', async () => {
    const player = await signedInPlayer(t.db)
    const { checkoutKey } = await cryptoDeposit(player, '10.00')
    const partial = await nowpayments.pay(checkoutKey, 'half')
    if (partial === null) throw new Error('the sandbox did not pay')
    expect((await ipn(partial)).statusCode).toBe(200)
    expect((await ipn({ ...partial, payment_status: 'finished' })).statusCode).toBe(200)
    expect((await ipn(partial)).statusCode).toBe(200)
    expect(await withdrawableCents(t.db, player.userId)).toBe(500)
    const deposit = await t.db
      .selectFrom('payment_deposits')
      .select(['status', 'received_cents', 'amount_cents'])
      .where('provider_payment_id', '=', String(partial.invoice_id))
      .executeTakeFirstOrThrow()
    expect(deposit).toEqual({ status: 'completed', received_cents: 500, amount_cents: 1000 })
  })
})
