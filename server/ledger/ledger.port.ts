import type { Transaction } from 'kysely'
import type { Database } from '../db/database'

/** Money movements a game round makes; every one is idempotent by its key. */
export interface RoundMovement {
  readonly userId: number
  readonly amountCents: number
  /** Unique per movement (for example `${roundId}:bet`); a retry with the same key moves nothing. */
  readonly idempotencyKey: string
  readonly gameId: string
  readonly roundId: string
}

export interface LedgerReceipt {
  readonly transactionId: number
  /** Player's total balance (bonus + withdrawable) after the movement, in cents. */
  readonly balanceAfterCents: number
  /** True when this key had already been applied and nothing moved now. */
  readonly replayed: boolean
}

export type LedgerRefusal =
  { readonly _tag: 'InsufficientFunds' } | { readonly _tag: 'KeyReusedWithOtherAmount' } | { readonly _tag: 'UnknownMovement' }

export type LedgerResult = { readonly ok: true; readonly receipt: LedgerReceipt } | { readonly ok: false; readonly refusal: LedgerRefusal }

export interface PlayerBalances {
  readonly bonusCents: number
  readonly withdrawableCents: number
  readonly thirdPartyCents: number
  readonly totalCents: number
}

/** A game round's movements; every one is idempotent by its key. */
export interface RoundLedger {
  readonly placeBet: (m: RoundMovement) => Promise<LedgerResult>
  readonly creditWin: (m: RoundMovement) => Promise<LedgerResult>
  /** Reverses a bet by its key (a round the game could not finish); idempotent too. */
  readonly rollbackBet: (m: {
    readonly userId: number
    readonly betIdempotencyKey: string
    readonly idempotencyKey: string
  }) => Promise<LedgerResult>
}

/**
 * The double-entry ledger. Every method runs in one database transaction whose entries sum to
 * zero; a debit that would overdraw is refused whatever the concurrency.
 */
export interface Ledger extends RoundLedger {
  readonly balances: (userId: number) => Promise<PlayerBalances>
  /**
   * The round movements inside the caller's transaction, so that a round's own state (its row,
   * locked first) commits or rolls back with its money. A refusal writes nothing.
   */
  readonly within: (trx: Transaction<Database>) => RoundLedger
  /** The sweepstakes join bonus, inside the registration's own transaction. */
  readonly grantJoinBonus: (trx: Transaction<Database>, userId: number) => Promise<void>
}
