import * as E from 'fp-ts/Either'
import type { Selectable, Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { LedgerReceipt } from './ledger.port'

export type LedgerTransactionRow = Selectable<Database['ledger_transactions']>

export const findByKey = (trx: Transaction<Database>, idempotencyKey: string): Promise<LedgerTransactionRow | undefined> =>
  trx.selectFrom('ledger_transactions').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst()

/** The original receipt, handed back when a key is presented again: nothing moves twice. */
export const replayed = (row: LedgerTransactionRow): E.Either<never, LedgerReceipt> =>
  E.right({ transactionId: row.id, balanceAfterCents: row.balance_after_cents, replayed: true })

/** Amounts are integer cents; anything else is a caller's bug, not a refusal. */
export function assertCents(cents: number, options: { readonly allowZero?: boolean } = {}): void {
  const ok = Number.isSafeInteger(cents) && (cents > 0 || (options.allowZero === true && cents === 0))
  if (!ok) throw new RangeError(`a ledger amount must be a positive integer number of cents, got ${cents}`)
}
