import { sql, type Transaction } from 'kysely'
import type { PeriodLimits } from '../../src/core/safer-play/limits.rules'
import type { Database } from '../db/database'
import { prepared } from '../db/prepared-statements'

export interface PlayerAccount {
  readonly id: number
  readonly balanceCents: number
}

export interface PlayerAccounts {
  readonly bonus: PlayerAccount
  readonly withdrawable: PlayerAccount
  /** The loss limits in force, read in the same statement as the lock when the movement asked for them (a bet). */
  readonly lossLimits?: PeriodLimits
}

// A loss limit in force at `at`, as one scalar subquery of the lock statement: a player without
// limits costs a primary-key probe of an empty range, and no round trip.
const lossLimit = (userId: number, period: string, at: Date) =>
  sql<number | null>`(select case when next_at is not null and next_at <= ${at} then next_cents else cents end
    from safer_play_limits where user_id = ${userId} and kind = 'loss' and period = ${period})`

// With the accounts, whether a movement already holds the key (one round trip, not two). Read in the
// statement's snapshot, taken before any wait for the locks: a movement of the same key committed
// meanwhile is met by the insert's ON CONFLICT instead (runMovement).
const select = (trx: Transaction<Database>, userId: number, idempotencyKey: string, lossLimitsAt: Date | undefined) =>
  trx
    .selectFrom('ledger_accounts')
    .modifyFront(prepared)
    .select(['id', 'kind', 'balance_cents'])
    .select((eb) =>
      eb.exists(eb.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', idempotencyKey)).as('key_taken'),
    )
    .select([
      (lossLimitsAt ? lossLimit(userId, 'day', lossLimitsAt) : sql<null>`null`).as('loss_day'),
      (lossLimitsAt ? lossLimit(userId, 'week', lossLimitsAt) : sql<null>`null`).as('loss_week'),
      (lossLimitsAt ? lossLimit(userId, 'month', lossLimitsAt) : sql<null>`null`).as('loss_month'),
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .forUpdate()
    .execute()

const pick = (rows: Awaited<ReturnType<typeof select>>, kind: 'bonus' | 'withdrawable'): PlayerAccount | undefined => {
  const row = rows.find((r) => r.kind === kind)
  return row ? { id: row.id, balanceCents: row.balance_cents ?? 0 } : undefined
}

/**
 * Locks the player's two accounts (creating them on first use) until the transaction ends, so
 * every movement of one player sees the balances the previous one left. Locks are taken in id
 * order: two movements never wait on each other crosswise.
 */
export async function lockPlayerAccounts(
  trx: Transaction<Database>,
  userId: number,
  idempotencyKey: string,
  lossLimitsAt?: Date,
): Promise<PlayerAccounts & { readonly keyTaken: boolean }> {
  let rows = await select(trx, userId, idempotencyKey, lossLimitsAt)
  if (rows.length < 2) {
    await trx
      .insertInto('ledger_accounts')
      .values([
        { user_id: userId, kind: 'bonus', balance_cents: 0 },
        { user_id: userId, kind: 'withdrawable', balance_cents: 0 },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute()
    rows = await select(trx, userId, idempotencyKey, lossLimitsAt)
  }
  const bonus = pick(rows, 'bonus')
  const withdrawable = pick(rows, 'withdrawable')
  if (!bonus || !withdrawable) throw new Error(`ledger accounts of user ${userId} are missing`)
  const first = rows[0]
  const cents = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v))
  const lossLimits =
    lossLimitsAt && first ? { day: cents(first.loss_day), week: cents(first.loss_week), month: cents(first.loss_month) } : undefined
  return { bonus, withdrawable, lossLimits, keyTaken: rows.some((r) => r.key_taken === true) }
}
