import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { call, paymentsApp, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** What a withdrawal looks like to the books: its status and its ledger movements. */
const booksOf = async (t: TestDatabase, userId: number) => {
  const rows = await t.db.selectFrom('payment_withdrawals').select(['id', 'method', 'status']).where('user_id', '=', userId).execute()
  const keys = new Set(
    (await t.db.selectFrom('ledger_transactions').select('idempotency_key').where('user_id', '=', userId).execute()).map(
      (r) => r.idempotency_key,
    ),
  )
  return rows.map((r) => ({
    method: r.method,
    status: r.status,
    debited: keys.has(`withdrawal:${r.id}`),
    refunded: keys.has(`withdrawal-refund:${r.id}`),
  }))
}

// A process killed between two commits is simulated by making the next write of a withdrawal fail
// (a trigger): whatever was committed before it stays, nothing after it happens.
describe.each(ENGINES)('a withdrawal cut short after its debit on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db)
    await sql`create function test_crash_now() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$`.execute(
      t.db,
    )
  })
  afterEach(async () => {
    await sql`drop trigger if exists test_crash_on_update on payment_withdrawals`.execute(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const crashOnNextStatusChange = () =>
    sql`create trigger test_crash_on_update before update on payment_withdrawals for each row execute function test_crash_now()`.execute(
      t.db,
    )

  const fundedPlayer = async (cents: number): Promise<Player> => {
    const player = await signedInPlayer(t.db)
    await kyselyLedger(t.db).creditDeposit({
      userId: player.userId,
      amountCents: cents,
      idempotencyKey: `crash-test-deposit:${player.userId}`,
    })()
    return player
  }

  it('never leaves a lightning withdrawal debited but REQUESTED: the record and the debit commit together', async () => {
    const player = await fundedPlayer(5000)
    await crashOnNextStatusChange()
    await call(app, player).post('/api/withdraw', {
      currency: 'USD',
      amount: '10.00',
      payment_method: 'speed',
      invoice: 'ana@wallet.example',
    })
    const books = await booksOf(t, player.userId)
    expect(books.filter((w) => w.debited && w.status === 'REQUESTED')).toEqual([])
    expect(books).toEqual([{ method: 'speed', status: 'PENDING', debited: true, refunded: false }])
    expect(await withdrawableCents(t.db, player.userId)).toBe(4000)
  })

  it('never leaves a crypto withdrawal debited but REQUESTED: a crash before the gateway call leaves it DEBITED', async () => {
    const player = await fundedPlayer(5000)
    await crashOnNextStatusChange()
    const res = await call(app, player).post('/api/withdraw', {
      currency: 'USD',
      amount: '10.00',
      payment_method: 'nowpayments',
      payout_currency: 'btc',
      invoice: BTC_ADDRESS,
    })
    expect(res.statusCode).toBe(500)
    const books = await booksOf(t, player.userId)
    expect(books.filter((w) => w.debited && w.status === 'REQUESTED')).toEqual([])
    expect(books).toEqual([{ method: 'nowpayments', status: 'DEBITED', debited: true, refunded: false }])
  })

  it('leaves no record at all when the debit is refused', async () => {
    const player = await fundedPlayer(500)
    const res = await call(app, player).post('/api/withdraw', {
      currency: 'USD',
      amount: '6.00',
      payment_method: 'speed',
      invoice: 'ana@wallet.example',
    })
    expect(res.statusCode).toBe(422)
    expect(await booksOf(t, player.userId)).toEqual([])
  })
})
