import * as E from 'fp-ts/Either'
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { composeServer, type ServerGraph } from '../../../server/composition/compose-server'
import { depositKey } from '../../../server/payments/payment-ids'
import { dbSandboxObjects } from '../../../server/payments/sandbox/sandbox-objects'
import { sandboxNowPayments } from '../../../server/payments/sandbox/sandbox-nowpayments.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { testConfig } from '../support/test-app'
import { call, depositCredits, sandboxPayments, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'
import { signedIpn } from './support/provider-signatures'

/**
 * A NOWPayments payment that grows (partially_paid, then finished when the payer sends the rest)
 * is credited its final value exactly once, whatever a crash left behind and however many IPNs
 * and sweeps race (issue 26: the reused key refused the grown payment's credit).
 */
describe.each(ENGINES)('a payment whose value grows between two settles, on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let graph: ServerGraph
  let nowpayments: ReturnType<typeof sandboxNowPayments>
  const sweep = () => graph.payments.sweepDeposits((ref, err) => console.error(ref, err))()

  beforeAll(async () => {
    t = await openTestDatabase(engine)
    nowpayments = sandboxNowPayments({ objects: dbSandboxObjects(t.db), clock: { now: () => new Date() } })
    graph = composeServer({ config: testConfig({ payments: sandboxPayments() }), db: t.db }, { CryptoGateway: nowpayments })
    app = await createApp(graph)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const ipn = (body: object) => signedIpn(app, body)
  /** A $20.00 deposit paid half: the payment's IPN body, not delivered yet. */
  const halfPaid = async (player: Player) => {
    const res = await call(app, player).post('/api/crypto/invoice', {
      amount: '20.00',
      currency: 'USD',
      order_id: `MOB-${Date.now()}-${randomBytes(3).toString('hex')}`,
    })
    expect(res.statusCode).toBe(200)
    const checkoutKey = new URL(res.json<{ invoice_url: string }>().invoice_url).pathname.split('/').at(-1) ?? ''
    const payment = await nowpayments.pay(checkoutKey, 'half')
    if (payment === null) throw new Error('the sandbox did not pay')
    return { payment, paymentId: String(payment.payment_id), invoiceId: String(payment.invoice_id) }
  }
  const received = async (invoiceId: string) =>
    (
      await t.db
        .selectFrom('payment_deposits')
        .select(['status', 'received_cents'])
        .where('provider_payment_id', '=', invoiceId)
        .executeTakeFirstOrThrow()
    ).received_cents

  it('credits the rest when the payment grows after a crash left its first credit unrecorded', async () => {
    const player = await signedInPlayer(t.db)
    const { paymentId, invoiceId } = await halfPaid(player)
    // What an earlier release could leave: the first credit committed, its record not.
    const credited = await graph.paymentLedger.creditDeposit({
      userId: player.userId,
      amountCents: 1000,
      idempotencyKey: depositKey('nowpayments', paymentId),
    })()
    expect(E.isRight(credited)).toBe(true)
    const grown = await nowpayments.payRest(paymentId)
    if (grown === null) throw new Error('the sandbox did not grow the payment')
    expect((await ipn(grown)).statusCode).toBe(200)
    await Promise.all([ipn(grown), sweep(), sweep()])
    expect(await withdrawableCents(t.db, player.userId)).toBe(2000)
    expect(await depositCredits(t.db, player.userId)).toBe(2)
    expect(await received(invoiceId)).toBe(2000)
  })

  it('credits the final value once when reports of the half and the whole race each other', async () => {
    for (let round = 0; round < 6; round++) {
      const player = await signedInPlayer(t.db)
      const { payment, paymentId, invoiceId } = await halfPaid(player)
      const half = ipn(payment)
      const grown = await nowpayments.payRest(paymentId)
      if (grown === null) throw new Error('the sandbox did not grow the payment')
      const [answers] = await Promise.all([Promise.all([half, ipn(payment), ipn(grown), ipn(grown)]), sweep()])
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200])
      await sweep()
      expect(await withdrawableCents(t.db, player.userId)).toBe(2000)
      expect(await received(invoiceId)).toBe(2000)
    }
  })

  it('commits a credit with its record or not at all: a failure writing the record leaves no money moved', async () => {
    const player = await signedInPlayer(t.db)
    const { payment, invoiceId } = await halfPaid(player)
    // The deposit's record cannot be written once: the step after the credit fails, as a crash would.
    // A sequence's nextval survives the rollback the failure causes, so only the first write fails.
    await sql`create sequence fail_once`.execute(t.db)
    await sql`
      create or replace function fail_deposit_once() returns trigger language plpgsql as $$
      begin
        if nextval('fail_once') = 1 then
          raise exception 'the record could not be written';
        end if;
        return new;
      end $$`.execute(t.db)
    await sql`create trigger fail_deposit_once before update on payment_deposits for each row execute function fail_deposit_once()`.execute(
      t.db,
    )
    try {
      expect((await ipn(payment)).statusCode).toBeGreaterThanOrEqual(500)
      expect(await withdrawableCents(t.db, player.userId)).toBe(0)
      expect((await ipn(payment)).statusCode).toBe(200)
      expect(await withdrawableCents(t.db, player.userId)).toBe(1000)
      expect(await received(invoiceId)).toBe(1000)
    } finally {
      await sql`drop trigger fail_deposit_once on payment_deposits`.execute(t.db)
    }
  })
})
