import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { houseAccountIds } from '../../../server/ledger/house-accounts'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { lockPlayerAccounts } from '../../../server/ledger/player-accounts'
import { Overdraw } from '../../../server/ledger/ledger.port'
import { recordMovement } from '../../../server/ledger/record-movement'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { createPlayer } from './support/players'

describe.each(ENGINES)('recording a movement in one statement on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
  })
  afterAll(async () => t.close())

  /** A player with 500 cents to withdraw, and what a debit of `cents` from them would write. */
  const setUp = async () => {
    const userId = await createPlayer(t.db)
    await kyselyLedger(t.db).creditDeposit({ userId, amountCents: 500, idempotencyKey: `u${userId}:deposit` })()
    const house = await houseAccountIds()(t.db)
    const debit = async (key: string, cents: number) =>
      t.db.transaction().execute(async (trx) => {
        const accounts = await lockPlayerAccounts(trx, userId, key)
        const row = {
          kind: 'bet' as const,
          idempotency_key: key,
          user_id: userId,
          amount_cents: -cents,
          funding: 'withdrawable' as const,
          balance_before_cents: 500,
          balance_after_cents: 500 - cents,
          metadata: '{}',
        }
        const legs = [
          { accountId: accounts.withdrawable.id, cents: -cents },
          { accountId: house.house_game, cents },
        ]
        return (await recordMovement(trx, row, [legs[0]!], legs))?.id ?? null
      })
    const written = async () => ({
      rows: await t.db.selectFrom('ledger_transactions').select('id').where('user_id', '=', userId).execute(),
      balance: await kyselyLedger(t.db).balances(userId),
    })
    return { userId, debit, written }
  }

  it('writes the row, the balance and both entries, and answers the row', async () => {
    const { debit, written } = await setUp()
    const id = await debit('bet-1', 200)
    expect(id).toBeGreaterThan(0)
    const after = await written()
    expect(after.balance.withdrawableCents).toBe(300)
    expect(after.rows).toHaveLength(2)
    const entries = await t.db.selectFrom('ledger_entries').select('amount_cents').where('transaction_id', '=', id!).execute()
    expect(entries.map((e) => e.amount_cents).sort((a, b) => a - b)).toEqual([-200, 200])
  })

  it('throws Overdraw for a debit the balance cannot cover, and the rollback leaves nothing behind', async () => {
    const { debit, written } = await setUp()
    await expect(debit('bet-too-big', 501)).rejects.toBeInstanceOf(Overdraw)
    const after = await written()
    expect(after.balance.withdrawableCents).toBe(500)
    expect(after.rows).toHaveLength(1)
  })

  it('answers null and moves nothing when the key is already taken', async () => {
    const { debit, written } = await setUp()
    await debit('bet-once', 100)
    expect(await debit('bet-once', 100)).toBeNull()
    const after = await written()
    expect(after.balance.withdrawableCents).toBe(400)
    expect(after.rows).toHaveLength(2)
  })
})
