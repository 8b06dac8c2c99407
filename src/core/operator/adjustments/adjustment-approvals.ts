import type { AdjustmentLimits } from '../adjustment-limits.rules'

/** An adjustment over the threshold, waiting for a second operator. */
export interface PendingAdjustment {
  readonly id: number
  readonly player: { readonly id: number; readonly username: string }
  readonly direction: 'credit' | 'debit'
  readonly balance: 'withdrawable' | 'bonus'
  readonly amountCents: number
  readonly reason: string
  readonly proposedBy: { readonly id: number; readonly username: string }
  readonly proposedAt: string
}

/** What the adjustment form shows beside itself: the limits, the operator's count today, what waits. */
export interface AdjustmentApprovals {
  readonly limits: AdjustmentLimits
  readonly adjustedTodayCents: number
  readonly pending: readonly PendingAdjustment[]
}
