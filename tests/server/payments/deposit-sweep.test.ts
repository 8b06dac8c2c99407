import * as E from 'fp-ts/Either'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { composeServer, type ServerGraph } from '../../../server/composition/compose-server'
import type { CryptoGateway } from '../../../server/payments/crypto-gateway.port'
import { depositKey } from '../../../server/payments/payment-ids'
import { dbSandboxObjects } from '../../../server/payments/sandbox/sandbox-objects'
import { sandboxNowPayments } from '../../../server/payments/sandbox/sandbox-nowpayments.adapter'
import { sandboxSpeed } from '../../../server/payments/sandbox/sandbox-speed.adapter'
import { unavailable } from '../../../server/payments/provider-result'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { testConfig } from '../support/test-app'
import { call, depositCredits, sandboxPayments, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'
import { signedIpn } from './support/provider-signatures'
import { offsetOf, together } from '../support/race'

/** The sandbox gateway, whose GET /payment can be made not to answer. */
const flakyGateway = (inner: CryptoGateway) => {
  const state = { down: false }
  const gateway: CryptoGateway = {
    ...inner,
    readPayment: (id) => (state.down ? async () => unavailable('no answer') : inner.readPayment(id)),
  }
  return { gateway, state }
}

describe.each(ENGINES)('the deposit sweep and IPNs that cannot be re-read, on %s (issue 26 §4, issue 20 §1)', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let graph: ServerGraph
  let flaky: ReturnType<typeof flakyGateway>
  let nowpayments: ReturnType<typeof sandboxNowPayments>
  let speed: ReturnType<typeof sandboxSpeed>
  const sweep = () => graph.payments.sweepDeposits((ref, err) => console.error(ref, err))()

  beforeAll(async () => {
    t = await openTestDatabase(engine)
    const clock = { now: () => new Date() }
    nowpayments = sandboxNowPayments({ objects: dbSandboxObjects(t.db), clock })
    speed = sandboxSpeed({ objects: dbSandboxObjects(t.db), clock })
    flaky = flakyGateway(nowpayments)
    graph = composeServer({ config: testConfig({ payments: sandboxPayments() }), db: t.db }, { CryptoGateway: flaky.gateway })
    app = await createApp(graph)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const ipn = (body: object) => signedIpn(app, body)
  const cryptoDeposit = async (player: Player, amount: string) => {
    const res = await call(app, player).post('/api/crypto/invoice', {
      amount,
      currency: 'USD',
      order_id: `MOB-${Date.now()}-${randomBytes(3).toString('hex')}`,
    })
    expect(res.statusCode).toBe(200)
    return new URL(res.json<{ invoice_url: string }>().invoice_url).pathname.split('/').at(-1) ?? ''
  }

  it('stores the payment id of an IPN whose re-read fails, answers 503 so it is sent again, and the sweep credits it once', async () => {
    const player = await signedInPlayer(t.db)
    const checkoutKey = await cryptoDeposit(player, '20.00')
    const payment = await nowpayments.pay(checkoutKey, 'full')
    if (payment === null) throw new Error('the sandbox did not pay')
    flaky.state.down = true
    const answer = await ipn(payment)
    expect(answer.statusCode).toBe(503)
    const stored = await t.db
      .selectFrom('payment_deposit_payments')
      .select(['provider_payment_id', 'final', 'credited_cents'])
      .where('provider_payment_id', '=', String(payment.payment_id))
      .execute()
    expect(stored).toEqual([{ provider_payment_id: String(payment.payment_id), final: false, credited_cents: null }])
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
    // The provider still does not answer: the sweep changes nothing and fails nothing.
    expect((await sweep()).failed).toBe(0)
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
    flaky.state.down = false
    await Promise.all([sweep(), sweep()])
    await sweep()
    expect(await withdrawableCents(t.db, player.userId)).toBe(2000)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
    expect((await ipn(payment)).statusCode).toBe(200)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
  })

  it('finishes a deposit a crash left credited in the ledger but pending on record, crediting nothing twice', async () => {
    const player = await signedInPlayer(t.db)
    const started = (await call(app, player).post('/api/payments/lightning', { amount: '7.00' })).json<{ id: string; invoice_id: string }>()
    const paid = await speed.pay(started.id)()
    expect(E.isRight(paid)).toBe(true)
    // The crash: the credit committed, the deposit's record did not.
    const credited = await graph.paymentLedger.creditDeposit({
      userId: player.userId,
      amountCents: 700,
      idempotencyKey: depositKey('speed', started.id),
      metadata: { provider: 'speed', provider_payment_id: started.id, invoice_id: started.invoice_id },
    })()
    expect(E.isRight(credited)).toBe(true)
    const before = await t.db.selectFrom('payment_deposits').select('status').where('id', '=', started.invoice_id).executeTakeFirstOrThrow()
    expect(before.status).toBe('pending')
    await Promise.all([sweep(), sweep()])
    await sweep()
    const after = await t.db
      .selectFrom('payment_deposits')
      .select(['status', 'received_cents'])
      .where('id', '=', started.invoice_id)
      .executeTakeFirstOrThrow()
    expect(after).toEqual({ status: 'completed', received_cents: 700 })
    expect(await withdrawableCents(t.db, player.userId)).toBe(700)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
  })

  /** The deposit's invoice made `minutes` ago: the sweep leaves a younger one to its IPN. */
  const makeOlder = (checkoutKey: string, minutes: number) =>
    t.db
      .updateTable('payment_deposits')
      .set({ created_at: new Date(Date.now() - minutes * 60_000) })
      .where('checkout_url', 'like', `%${checkoutKey}`)
      .execute()
  /** The deposit's stored payments, the first (no parent) first. */
  const storedPayments = async (checkoutKey: string) =>
    (
      await t.db
        .selectFrom('payment_deposit_payments as p')
        .innerJoin('payment_deposits as d', 'd.id', 'p.deposit_id')
        .select(['p.provider_payment_id', 'p.parent_payment_id', 'p.credited_cents'])
        .where('d.checkout_url', 'like', `%${checkoutKey}`)
        .execute()
    ).sort((a, b) => Number(a.parent_payment_id !== null) - Number(b.parent_payment_id !== null))

  it("finds a deposit's payments no IPN ever named in the gateway's list of payments, stores them and credits each once", async () => {
    const player = await signedInPlayer(t.db)
    const checkoutKey = await cryptoDeposit(player, '20.00')
    // Paid in part, then the rest as a repeated payment: neither IPN ever comes.
    const first = await nowpayments.pay(checkoutKey, 'half')
    const second = await nowpayments.pay(checkoutKey, 'full')
    if (first === null || second === null) throw new Error('the sandbox did not pay')
    await sweep()
    // Too young: its IPN may still come.
    expect(await storedPayments(checkoutKey)).toEqual([])
    expect(await withdrawableCents(t.db, player.userId)).toBe(0)
    await makeOlder(checkoutKey, 10)
    await Promise.all([sweep(), sweep()])
    await sweep()
    expect(await storedPayments(checkoutKey)).toEqual([
      { provider_payment_id: String(first.payment_id), parent_payment_id: null, credited_cents: 1000 },
      { provider_payment_id: String(second.payment_id), parent_payment_id: String(first.payment_id), credited_cents: 1000 },
    ])
    expect(await withdrawableCents(t.db, player.userId)).toBe(2000)
    expect(await depositCredits(t.db, player.userId)).toBe(2)
    // The IPNs come after all: nothing more.
    expect((await ipn(first)).statusCode).toBe(200)
    expect((await ipn(second)).statusCode).toBe(200)
    expect(await depositCredits(t.db, player.userId)).toBe(2)
    expect(await withdrawableCents(t.db, player.userId)).toBe(2000)
  })

  it('a sweep that finds a payment in the list while its IPN arrives credits it once', async () => {
    for (let pair = 0; pair < 9; pair++) {
      const player = await signedInPlayer(t.db)
      const checkoutKey = await cryptoDeposit(player, '5.00')
      const payment = await nowpayments.pay(checkoutKey, 'full')
      if (payment === null) throw new Error('the sandbox did not pay')
      await makeOlder(checkoutKey, 6)
      const [, answer] = await together(offsetOf(pair), sweep, () => ipn(payment))
      expect(answer.statusCode, `pair ${pair}`).toBe(200)
      await sweep()
      expect(await withdrawableCents(t.db, player.userId), `pair ${pair}`).toBe(500)
      expect(await depositCredits(t.db, player.userId), `pair ${pair}`).toBe(1)
    }
  })

  it('looks for nameless deposits in turn, the least recently looked for first, so invoices never paid do not hide newer ones', async () => {
    const player = await signedInPlayer(t.db)
    const keys = [await cryptoDeposit(player, '5.00'), await cryptoDeposit(player, '6.00')]
    for (const key of keys) await makeOlder(key, 10)
    const ids = await t.db.selectFrom('payment_deposits').select('id').where('user_id', '=', player.userId).execute()
    // Last looked for an hour ago: before the other nameless deposits of this database, looked for just now.
    await t.db
      .updateTable('payment_deposits')
      .set({ updated_at: new Date(Date.now() - 3_600_000) })
      .where('user_id', '=', player.userId)
      .execute()
    const window = [new Date(Date.now() - 86_400_000), new Date(Date.now() - 60_000)] as const
    const turns: string[] = []
    for (let turn = 0; turn < 40 && turns.length < 2; turn++) {
      const [next] = await graph.payments.deposits.nameless(1, ...window)
      if (next !== undefined && next.deposit.userId === player.userId) turns.push(next.deposit.id)
    }
    expect(new Set(turns)).toEqual(new Set(ids.map((r) => r.id)))
  })
})
