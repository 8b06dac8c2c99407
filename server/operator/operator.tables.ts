import type { ColumnType, Generated } from 'kysely'
import type { Permission } from '../accounts/roles'

type Json = ColumnType<unknown, string | null, never>

export interface OperatorTables {
  /** The operator's second factor and grants, beside their users row (role `operator`). */
  operator_accounts: {
    user_id: number
    /** Base32, as the authenticator app was given it. */
    totp_secret: string
    /** The time step of the last code accepted: a code of that step or an earlier one is refused. */
    totp_last_step: number | null
    /** The password is the one the command line printed: the first sign-in must replace it. */
    password_is_temporary: Generated<boolean>
    /** When the one-time password stops signing in (npm run operator -- reissue prints a new one). */
    temporary_password_expires_at: Date | null
    permissions: ColumnType<Permission[], Permission[] | undefined, Permission[]>
    created_at: Generated<Date>
    updated_at: ColumnType<Date, Date | undefined, Date>
  }
  /** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): who did what, when, before and after. */
  operator_audit_log: {
    id: Generated<number>
    /** Null when the command line acted (`via` = 'cli'), or for a failed sign-in naming nobody. */
    operator_id: number | null
    via: 'api' | 'cli'
    action: string
    target_type: string | null
    target_id: string | null
    before: Json
    after: Json
    reason: string | null
    address: string | null
    created_at: Generated<Date>
    /** Set by the database (migration 0103): the entry's place in the hash chain and the chain's hashes. */
    chain_seq: Generated<number>
    prev_hash: Generated<string | null>
    entry_hash: Generated<string>
  }
  /** What each operator moved alone by adjustment per UTC day (migration 0160): the daily cap's count. */
  operator_adjustment_days: {
    operator_id: number
    day: string
    adjusted_cents: ColumnType<number, number, number>
  }
  /** Adjustments over the threshold, waiting for (or decided by) a second operator. */
  balance_adjustment_proposals: {
    id: Generated<number>
    player_id: number
    direction: 'credit' | 'debit'
    balance: 'withdrawable' | 'bonus'
    amount_cents: number
    reason: string
    /** The console form's idempotency key: a retried form finds its proposal again. */
    request_key: string
    proposed_by: number
    proposed_at: Generated<Date>
    decision: 'confirmed' | 'declined' | null
    decided_by: number | null
    decided_at: Date | null
    transaction_id: number | null
  }
}
