import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { LedgerResult } from './ledger.port'

/** Money in or out through a payment provider; the key is the provider's payment or payout id. */
export interface PaymentMovement {
  readonly userId: number
  readonly amountCents: number
  readonly idempotencyKey: string
  readonly metadata?: Readonly<Record<string, unknown>>
}

/**
 * The ledger's side of deposits and withdrawals. Deposits land in the withdrawable balance; a
 * withdrawal may take only the withdrawable balance (bonus money never leaves) and is refused
 * past it, whatever the concurrency.
 */
export interface PaymentLedger {
  readonly creditDeposit: (m: PaymentMovement) => Promise<LedgerResult>
  readonly debitWithdrawal: (m: PaymentMovement) => Promise<LedgerResult>
  /** Gives a withdrawal back when the provider refuses or fails the payout; at most once. */
  readonly refundWithdrawal: (m: WithdrawalRefund) => Promise<LedgerResult>
  /**
   * The same debit and refund inside the caller's database transaction, so a withdrawal's record
   * commits with its money or not at all. A refusal writes nothing; a debit that finds the balance
   * gone under it throws (isOverdraw), so the caller's transaction rolls back.
   */
  readonly debitWithdrawalWithin: (trx: Transaction<Database>, m: PaymentMovement) => Promise<LedgerResult>
  readonly refundWithdrawalWithin: (trx: Transaction<Database>, m: WithdrawalRefund) => Promise<LedgerResult>
  /** Whether a movement is recorded under this key, read inside the caller's transaction. */
  readonly hasMovement: (trx: Transaction<Database>, idempotencyKey: string) => Promise<boolean>
}

export interface WithdrawalRefund {
  readonly userId: number
  readonly withdrawalIdempotencyKey: string
  readonly idempotencyKey: string
}
