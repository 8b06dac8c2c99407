import type { WithdrawalMethod } from './withdrawal'
import type { WithdrawalEvent } from './withdrawal-stage.rules'

/** A withdrawal as the operator's queue lists it, with its player. */
export interface QueuedWithdrawal {
  readonly id: string
  readonly method: WithdrawalMethod
  readonly status: string
  readonly amountCents: number
  readonly currency: string
  readonly address: string
  readonly payoutCurrency: string | null
  readonly error: string | null
  readonly refunded: boolean
  readonly createdAt: Date
  readonly updatedAt: Date
  readonly player: { readonly id: number; readonly username: string; readonly email: string; readonly locked: boolean }
  readonly decision: WithdrawalDecisionState | null
}

/** A withdrawal two operators must settle (withdrawal-decision.rules.ts), with the proposal waiting, if any. */
export interface WithdrawalDecisionState {
  readonly since: Date
  readonly why: string
  readonly proposal: {
    readonly outcome: 'paid' | 'refunded'
    readonly reference: string | null
    readonly reason: string
    readonly proposedBy: { readonly id: number; readonly username: string }
    readonly proposedAt: Date
  } | null
}

export interface QueueFilter {
  readonly statuses: readonly string[]
  /** Only those waiting for operators' decision. */
  readonly needsDecision?: boolean
  readonly method?: WithdrawalMethod
  readonly limit: number
  readonly offset: number
}

/** Reads of withdrawals for the console and the player's list; every state change goes through Withdrawals. */
export interface WithdrawalQueue {
  /** Oldest first. */
  readonly list: (filter: QueueFilter) => Promise<{ readonly rows: readonly QueuedWithdrawal[]; readonly total: number }>
  readonly one: (id: string) => Promise<QueuedWithdrawal | null>
  /** A player's, newest first. */
  readonly ofPlayer: (userId: number, limit: number) => Promise<readonly QueuedWithdrawal[]>
  /** Each withdrawal's status changes, oldest first. */
  readonly events: (ids: readonly string[]) => Promise<ReadonlyMap<string, readonly WithdrawalEvent[]>>
}
