import type { BonusGrant } from '../bonuses/bonus-grant'
/** What an operator may be granted, one by one (docs/product: the operator console's permissions). */
export type OperatorPermission = 'view_players' | 'approve_withdrawals' | 'adjust_balances' | 'view_ledger' | 'support'

export interface OperatorUser {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly permissions: readonly string[]
}

/** A signed-in operator: the token opens only the operator API and ends with the tab or at `expiresAt`. */
export interface OperatorSession {
  readonly token: string
  readonly expiresAt: string
  readonly user: OperatorUser
}

/** `decision`: withdrawals nothing automatic can finish, which two operators settle. */
export type QueueStage = 'pending' | 'processing' | 'failed' | 'decision'

export interface QueuedWithdrawal {
  readonly id: string
  readonly method: 'speed' | 'nowpayments'
  readonly status: string
  readonly stage: 'pending' | 'processing' | 'sent' | 'failed'
  readonly amountCents: number
  readonly destination: string
  readonly payoutCurrency: string | null
  readonly error: string | null
  readonly refunded: boolean
  readonly createdAt: string
  readonly ageSeconds: number
  readonly player: { readonly id: number; readonly username: string; readonly email: string; readonly locked: boolean }
  readonly decision: WithdrawalDecision | null
}

/** Why a withdrawal waits for two operators, since when, and the proposal waiting for the second. */
export interface WithdrawalDecision {
  readonly since: string
  readonly why: string
  readonly proposal: DecisionProposal | null
}

export interface DecisionProposal {
  readonly outcome: DecisionOutcome
  readonly reference: string | null
  readonly reason: string
  readonly proposedBy: { readonly id: number; readonly username: string }
  readonly proposedAt: string
}

/** Paid (the provider's reference says it went out) or refunded (it did not). */
export type DecisionOutcome = 'paid' | 'refunded'

export interface DecisionForm {
  readonly outcome: DecisionOutcome
  readonly reference: string
  readonly reason: string
}

export interface AuditEntry {
  readonly id: number
  readonly operator: string | null
  readonly via: 'api' | 'cli'
  readonly action: string
  readonly target: string | null
  readonly before: unknown
  readonly after: unknown
  readonly reason: string | null
  readonly at: string
}

export interface AuditFilter {
  readonly action?: string
  readonly targetId?: string
}

export interface PlayerSummary {
  readonly id: number
  readonly username: string
  readonly email: string
  readonly locked: boolean
  readonly createdAt: string
}

export interface PlayerDetail extends PlayerSummary {
  readonly name: string
  readonly lockReason: string | null
  /** A cool-off or self-exclusion in force; `endsAt` null is permanent. */
  readonly playBreak: { readonly kind: 'cool_off' | 'self_exclusion'; readonly endsAt: string | null } | null
  readonly balances: { readonly bonusCents: number; readonly withdrawableCents: number; readonly totalCents: number }
  readonly grants: readonly BonusGrant[]
}

export interface LedgerMovement {
  readonly id: number
  readonly kind: string
  readonly amountCents: number
  readonly balanceAfterCents: number
  readonly reason: string | null
  readonly at: string
}

export interface PlayerSession {
  readonly id: number
  readonly createdAt: string
  readonly expiresAt: string
  readonly live: boolean
}

export interface AdjustmentForm {
  readonly direction: 'credit' | 'debit'
  readonly balance: 'withdrawable' | 'bonus'
  readonly amount: string
  readonly reason: string
  /** One per opened form: a retried submit moves the money once. */
  readonly idempotencyKey: string
}

export interface LedgerHealth {
  readonly checkedAt: string
  readonly liabilities: {
    readonly bonusCents: number
    readonly withdrawableCents: number
    readonly totalCents: number
    readonly players: number
    readonly inFlightCents: number
  }
  readonly houseAccounts: readonly { readonly kind: string; readonly balanceCents: number }[]
  readonly range: {
    readonly from: string
    readonly to: string
    readonly totals: readonly { readonly name: string; readonly count: number; readonly cents: number }[]
  }
  readonly invariants: readonly { readonly name: string; readonly holds: boolean; readonly detail: string }[]
  readonly reconciler: {
    readonly finishedAt: string
    readonly examined: number
    readonly changed: number
    readonly failed: number
    readonly error: string | null
  } | null
}
