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
  readonly refundWithdrawal: (m: { readonly userId: number; readonly withdrawalIdempotencyKey: string; readonly idempotencyKey: string }) => Promise<LedgerResult>
}
