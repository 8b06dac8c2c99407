import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { UnknownMovement } from './ledger.port'
import type { MovementKind } from './ledger.tables'
import { findByKey, type LedgerTransactionRow } from './ledger-transaction-row'
import { reversedLegs } from './movement-legs'
import type { Planned } from './run-movement'

/**
 * Plans the reversal of an earlier movement of the same player, found by its key. A movement is
 * reversed at most once (a unique column says so): asked again, under any key, the first
 * reversal is handed back as a replay.
 */
export const reversePlan =
  (userId: number, originalKind: MovementKind, originalKey: string) =>
  async (trx: Transaction<Database>): Promise<Planned | UnknownMovement | LedgerTransactionRow> => {
    const original = await findByKey(trx, originalKey)
    if (!original || original.kind !== originalKind || original.user_id !== userId) return { _tag: 'UnknownMovement' }
    const earlier = await trx
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('reverses_transaction_id', '=', original.id)
      .executeTakeFirst()
    if (earlier) return earlier
    const entries = await trx
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select(['ledger_accounts.kind', 'ledger_entries.amount_cents'])
      .where('ledger_entries.transaction_id', '=', original.id)
      .orderBy('ledger_entries.id')
      .execute()
    return {
      legs: reversedLegs(entries.map((e) => ({ account: e.kind, cents: e.amount_cents }))),
      reverses: original.id,
      gameId: original.game_id,
      roundId: original.round_id,
    }
  }
