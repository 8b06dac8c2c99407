import type { GrantTerms } from '../../src/core/bonuses/bonus-grants.rules'
import type * as TE from 'fp-ts/TaskEither'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { BonusGrantRequest, GrantedBonus, Settlement } from './bonus-grant.types'

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

/** An operator's signed-off credit (positive) or debit (negative) of one of a player's balances. */
export interface BalanceAdjustment {
  readonly userId: number
  readonly signedCents: number
  readonly balance: 'withdrawable' | 'bonus'
  readonly idempotencyKey: string
  readonly metadata: Readonly<Record<string, unknown>>
}

export type InsufficientFunds = { readonly _tag: 'InsufficientFunds' }
/** The key is recorded for another movement (another amount, kind or player): nothing moves. */
export type KeyReusedWithOtherAmount = { readonly _tag: 'KeyReusedWithOtherAmount' }
/** A reversal whose original movement is not on record (never booked, or another player's). */
export type UnknownMovement = { readonly _tag: 'UnknownMovement' }

/** A bet that would pass one of the player's loss limits (src/core/safer-play/limits.rules.ts). */
export type { LimitReached } from '../../src/core/safer-play/limits.rules'
import type { LimitReached } from '../../src/core/safer-play/limits.rules'

export type LedgerRefusal = InsufficientFunds | KeyReusedWithOtherAmount | UnknownMovement | LimitReached
/** What a debit can be refused for: each movement's type names only the refusals it can meet. */
export type DebitRefusal = InsufficientFunds | KeyReusedWithOtherAmount
/** A bet's refusals: a debit's, or a loss limit it would pass. */
export type BetRefusal = DebitRefusal | LimitReached
export type CreditRefusal = KeyReusedWithOtherAmount
export type ReversalRefusal = UnknownMovement | KeyReusedWithOtherAmount

/**
 * Thrown when a conditional debit matched no row, so the whole movement rolls back. Part of the
 * contract for callers that run a movement inside their own transaction (`within`): the balance
 * was gone under it, and their transaction cannot go on.
 */
export class Overdraw extends Error {}

export const isOverdraw = (err: unknown): boolean => err instanceof Overdraw

export interface PlayerBalances {
  readonly bonusCents: number
  readonly withdrawableCents: number
  readonly thirdPartyCents: number
  readonly totalCents: number
}

/** A game round's movements; every one is idempotent by its key. A refusal writes nothing. */
export interface RoundLedger {
  readonly placeBet: (m: RoundMovement) => TE.TaskEither<BetRefusal, LedgerReceipt>
  readonly creditWin: (m: RoundMovement) => TE.TaskEither<CreditRefusal, LedgerReceipt>
  /** Reverses a bet by its key (a round the game could not finish); idempotent too. */
  readonly rollbackBet: (m: {
    readonly userId: number
    readonly betIdempotencyKey: string
    readonly idempotencyKey: string
  }) => TE.TaskEither<ReversalRefusal, LedgerReceipt>
}

/**
 * The double-entry ledger. Every method runs in one database transaction whose entries sum to
 * zero; a debit that would overdraw is refused whatever the concurrency.
 */
export interface Ledger extends RoundLedger {
  readonly balances: (userId: number) => Promise<PlayerBalances>
  /**
   * The movements inside the caller's transaction, so that what the caller records beside them (a
   * round's row, locked first; a new account) commits or rolls back with the money.
   */
  readonly within: (trx: Transaction<Database>) => RoundLedger & {
    /** The join promotion's grant (the operator's terms, else the configured ones), inside the registration's own transaction. */
    readonly grantJoinBonus: (userId: number, terms?: GrantTerms) => Promise<GrantedBonus>
    /** A promotion's grant: its movement and its row together, once per grant key. */
    readonly grantBonus: (g: BonusGrantRequest) => Promise<GrantedBonus>
    /** Settles an active grant (bonus-wagering.ts#settleGrant): the cents moved, or null if it was not active. */
    readonly settleGrant: (grantId: number, outcome: Settlement) => Promise<number | null>
    /** What withdrawing now would forfeit (every active grant's share), read with the player's accounts locked. */
    readonly pendingForfeit: (userId: number) => Promise<number>
    /** Forfeits every active grant of the player, oldest first; the cents forfeited. */
    readonly forfeitActiveGrants: (userId: number) => Promise<number>
    /** An operator's adjustment, committed with its audit entry. */
    readonly adjustBalance: (m: BalanceAdjustment) => TE.TaskEither<DebitRefusal, LedgerReceipt>
  }
}
