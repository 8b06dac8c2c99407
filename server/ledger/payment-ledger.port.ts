import type * as TE from 'fp-ts/TaskEither'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { CreditRefusal, DebitRefusal, LedgerReceipt, ReversalRefusal } from './ledger.port'

/** Money in or out through a payment provider; the key is the provider's payment or payout id. */
export interface PaymentMovement {
  readonly userId: number
  readonly amountCents: number
  readonly idempotencyKey: string
  readonly metadata?: Readonly<Record<string, unknown>>
}

export interface WithdrawalRefund {
  readonly userId: number
  readonly withdrawalIdempotencyKey: string
  readonly idempotencyKey: string
}

/** A withdrawal's movements: refused past the withdrawable balance (bonus money never leaves). */
export interface WithdrawalLedger {
  readonly debitWithdrawal: (m: PaymentMovement) => TE.TaskEither<DebitRefusal, LedgerReceipt>
  /** Gives a withdrawal back when the provider refuses or fails the payout; at most once. */
  readonly refundWithdrawal: (m: WithdrawalRefund) => TE.TaskEither<ReversalRefusal, LedgerReceipt>
}

/**
 * The ledger's side of deposits and withdrawals. Deposits land in the withdrawable balance; a
 * withdrawal is refused past it, whatever the concurrency.
 */
export interface PaymentLedger extends WithdrawalLedger {
  readonly creditDeposit: (m: PaymentMovement) => TE.TaskEither<CreditRefusal, LedgerReceipt>
  /**
   * The withdrawal's movements inside the caller's database transaction, so a withdrawal's record
   * commits with its money or not at all. A refusal writes nothing; a debit that finds the balance
   * gone under it throws Overdraw (ledger.port.ts), so the caller's transaction rolls back.
   */
  readonly within: (trx: Transaction<Database>) => WithdrawalLedger & {
    /** A deposit's credit committing with the caller's record of it (settle-deposit). */
    readonly creditDeposit: (m: PaymentMovement) => TE.TaskEither<CreditRefusal, LedgerReceipt>
    /** The movement recorded under this key (its signed amount), or null when none is. */
    readonly movementUnder: (idempotencyKey: string) => Promise<{ readonly transactionId: number; readonly amountCents: number } | null>
    /** Whether a movement is recorded under this key, read inside the caller's transaction. */
    readonly hasMovement: (idempotencyKey: string) => Promise<boolean>
    /** What withdrawing now would forfeit of active bonus grants (locks the player's accounts). */
    readonly pendingForfeit: (userId: number) => Promise<number>
    /** Forfeits every active grant, oldest first, in the caller's transaction: the cents forfeited. */
    readonly forfeitActiveGrants: (userId: number) => Promise<number>
  }
}
