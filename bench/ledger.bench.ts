import { afterAll, bench, describe } from 'vitest'
import { connect, openPGlite, overPGlite } from '../server/db/connect'
import type { Db } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { kyselyLedger } from '../server/ledger/kysely-ledger.adapter'

/**
 * Bet throughput of the ledger: every iteration is one placeBet (or ten at once), each its own
 * database transaction with the lock, the conditional debit, the entries and the balance check.
 */
async function pglite(): Promise<Db> {
  const db = overPGlite(openPGlite())
  await migrateToLatest(db)
  return db
}

// Dropped when the run ends: a schema left behind with Kysely's migration tables in it would
// confuse later migrations on the same database (Kysely looks for them in every schema).
async function postgres(url: string): Promise<Db> {
  const schema = `bench_${process.pid}`
  afterAll(async () => {
    await db.schema.dropSchema(schema).cascade().execute()
    await db.destroy()
  })
  const admin = connect({ kind: 'postgres', url })
  await admin.schema.dropSchema(schema).ifExists().cascade().execute()
  await admin.schema.createSchema(schema).execute()
  await admin.destroy()
  const db = connect({ kind: 'postgres', url, schema })
  await migrateToLatest(db)
  return db
}

async function players(db: Db, count: number): Promise<readonly number[]> {
  const ledger = kyselyLedger(db)
  const ids: number[] = []
  for (let i = 0; i < count; i += 1) {
    const user = await db
      .insertInto('users')
      .values({ name: 'Bench Player', username: `bench${i}`, email: `bench${i}@example.test`, password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await ledger.creditDeposit({ userId: user.id, amountCents: 1_000_000_000, idempotencyKey: `bench-deposit-${user.id}` })
    ids.push(user.id)
  }
  return ids
}

// Top-level await: vitest's bench mode runs no beforeAll hooks before the timed tasks.
const targets: Array<readonly [string, Db]> = [['pglite', await pglite()]]
if (process.env.TEST_DATABASE_URL) targets.push(['postgres', await postgres(process.env.TEST_DATABASE_URL)])

for (const [engine, db] of targets) {
  const ledger = kyselyLedger(db)
  const ids = await players(db, 10)
  let n = 0
  const bet = async (userId: number) => {
    n += 1
    const result = await ledger.placeBet({ userId, amountCents: 100, idempotencyKey: `bet-${n}`, gameId: 'g', roundId: `r-${n}` })
    if (!result.ok) throw new Error(`bet refused: ${result.refusal._tag}`)
  }

  describe(`ledger on ${engine}`, () => {
    bench('1 bet (one player, sequential)', () => bet(ids[0]!), { time: 3000, warmupTime: 300 })
    bench('10 bets at once, 10 players', () => Promise.all(ids.map(bet)).then(() => undefined), { time: 3000, warmupTime: 300 })
    bench('10 bets at once, 1 player', () => Promise.all(ids.map(() => bet(ids[0]!))).then(() => undefined), { time: 3000, warmupTime: 300 })
  })
}
