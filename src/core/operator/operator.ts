/** What an operator may be granted, one by one (docs/product: the operator console's permissions). */
export type OperatorPermission = 'view_players' | 'approve_withdrawals' | 'adjust_balances' | 'view_ledger'

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

export type QueueStage = 'pending' | 'processing' | 'failed'

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
