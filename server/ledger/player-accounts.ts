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

const select = (trx: Transaction<Database>, userId: number) =>
  trx
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance_cents'])
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
export async function lockPlayerAccounts(trx: Transaction<Database>, userId: number): Promise<PlayerAccounts> {
  let rows = await select(trx, userId)
  if (rows.length < 2) {
    await trx
      .insertInto('ledger_accounts')
      .values([
        { user_id: userId, kind: 'bonus', balance_cents: 0 },
        { user_id: userId, kind: 'withdrawable', balance_cents: 0 },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
      .execute()
    rows = await select(trx, userId)
  }
  const bonus = pick(rows, 'bonus')
  const withdrawable = pick(rows, 'withdrawable')
  if (!bonus || !withdrawable) throw new Error(`ledger accounts of user ${userId} are missing`)
  return { bonus, withdrawable }
}
