import type * as TE from 'fp-ts/TaskEither'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { InsufficientFunds } from '../ledger/ledger.port'

/** Active bonus grants would be forfeited, and the request did not confirm exactly this amount. */
export type ForfeitUnconfirmed = { readonly _tag: 'ForfeitUnconfirmed'; readonly forfeitCents: number }
/** The amount would take the UTC day's withdrawals past the player's VIP daily limit. */
export type DailyLimitExceeded = {
  readonly _tag: 'DailyLimitExceeded'
  readonly limitCents: number
  readonly withdrawnTodayCents: number
  readonly resetsAt: Date
}
import type { PayoutIds } from './crypto-payouts.port'
import type { SentPayout, Withdrawal } from './withdrawal'
import type { RefundedStatus, WithdrawalStatus } from './withdrawal-states.rules'

export type NewWithdrawal = Pick<Withdrawal, 'id' | 'userId' | 'method' | 'amountCents' | 'address' | 'payoutCurrency'>

export interface MoveDetails {
  readonly error?: string | null
  readonly payout?: PayoutIds
}

/**
 * What a caller writes in the step's own transaction (an operator's audit entry), given the
 * withdrawal as it was before the step: it commits with the step or not at all.
 */
export type Alongside = (trx: Transaction<Database>, before: Withdrawal) => Promise<void>

export interface ClaimOptions {
  readonly limit: number
  /** How long a claimed withdrawal stays away from other reconcilers. */
  readonly leaseMs: number
  /** DEBITED, SUBMITTING and REQUESTED withdrawals younger than this may still be in a request's hands. */
  readonly graceMs: number
}

/**
 * Our record of each withdrawal, kept in step with its money: every change of state is one step
 * of the state machine (withdrawal-states.rules.ts), taken under the row's lock, and a step that
 * moves money commits in the same database transaction as the ledger movement.
 */
export interface Withdrawals {
  /**
   * Records the withdrawal in `status` and debits it together; refused, neither happens. With
   * bonus grants active, it first forfeits them in the same transaction, but only when the
   * request confirmed exactly what that forfeits (`confirmForfeitCents`, docs/product/bonuses.md).
   * Refused past the player's daily withdrawal limit (docs/product/vip-and-referrals.md), checked
   * under the same lock, before any forfeit.
   */
  readonly open: (
    withdrawal: NewWithdrawal,
    status: 'DEBITED' | 'PENDING',
    confirmForfeitCents?: number | null,
  ) => TE.TaskEither<InsufficientFunds | ForfeitUnconfirmed | DailyLimitExceeded, void>
  readonly find: (id: string) => Promise<Withdrawal | null>
  readonly findByPayout: (payoutId: string) => Promise<Withdrawal | null>
  /** One step; false (nothing written) when the withdrawal's state does not allow it now. */
  readonly move: (id: string, to: WithdrawalStatus, details?: MoveDetails, alongside?: Alongside) => Promise<boolean>
  /** The refund and its final status together; false when the state does not allow it (never twice). */
  readonly refund: (id: string, to: RefundedStatus, error: string, alongside?: Alongside) => Promise<boolean>
  /** Notes what a payout sent (issue 26 §3); a fee not known (null) leaves the one noted before. */
  readonly noteSent: (id: string, sent: SentPayout) => Promise<void>
  /** Keeps a provider's own words for the operator (cleaned by storableProviderText); never shown to the player. */
  readonly noteProviderError: (id: string, text: string | null) => Promise<void>
  /** Notes the gateway's ids on a withdrawal that has none yet (a signed IPN named them). */
  readonly notePayout: (id: string, ids: PayoutIds) => Promise<void>
  /**
   * Brings a row an earlier release left half-written in step with the ledger: REQUESTED becomes
   * PENDING or UNCONFIRMED when debited, else REFUSED; a refund the ledger holds makes it FAILED.
   * Answers the new status, or null when nothing needed repair.
   */
  readonly repair: (id: string) => Promise<string | null>
  /**
   * Hands a withdrawal nothing automatic can finish to the operators (withdrawal-decision.rules.ts),
   * saying why; the reconciler leaves it alone from then on. False when it is final or already handed over.
   */
  readonly needDecision: (id: string, why: string) => Promise<boolean>
  /** Claims unsettled withdrawals due a check (FOR UPDATE SKIP LOCKED): concurrent reconcilers take different rows. */
  readonly claimDue: (options: ClaimOptions) => Promise<readonly Withdrawal[]>
}
