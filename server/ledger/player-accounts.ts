import type { Transaction } from 'kysely'
import type { Database } from '../db/database'

export interface PlayerAccount {
  readonly id: number
  readonly balanceCents: number
}

export interface PlayerAccounts {
  readonly bonus: PlayerAccount
  readonly withdrawable: PlayerAccount
}

// With the accounts, whether a movement already holds the key (one round trip, not two). Read in the
// statement's snapshot, taken before any wait for the locks: a movement of the same key committed
// meanwhile is met by the insert's ON CONFLICT instead (runMovement).
const select = (trx: Transaction<Database>, userId: number, idempotencyKey: string) =>
  trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance_cents'])
    .select((eb) =>
      eb.exists(eb.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', idempotencyKey)).as('key_taken'),
    )
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
): Promise<PlayerAccounts & { readonly keyTaken: boolean }> {
  let rows = await select(trx, userId, idempotencyKey)
  if (rows.length < 2) {
    await trx
      .insertInto('ledger_accounts')
      .values([
        { user_id: userId, kind: 'bonus', balance_cents: 0 },
        { user_id: userId, kind: 'withdrawable', balance_cents: 0 },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute()
    rows = await select(trx, userId, idempotencyKey)
  }
  const bonus = pick(rows, 'bonus')
  const withdrawable = pick(rows, 'withdrawable')
  if (!bonus || !withdrawable) throw new Error(`ledger accounts of user ${userId} are missing`)
  return { bonus, withdrawable, keyTaken: rows.some((r) => r.key_taken === true) }
}
