import type { ColumnType, Generated } from 'kysely'

/** Player accounts carry a stored balance; house accounts (user_id null) are summed from entries. */
export type AccountKind = 'bonus' | 'withdrawable' | 'house_game' | 'bonus_fund' | 'payment_clearing' | 'operator_adjustments'

export type MovementKind =
  | 'join_bonus'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'deposit'
  | 'withdrawal'
  | 'adjustment'
  | 'bonus_grant'
  | 'bonus_release'
  | 'bonus_forfeit'
  | 'bonus_expiry'
  | 'mission_reward'
  | 'happy_hour_bonus'
  | 'vip_level_bonus'
  | 'referral_commission'

/** Which player balance a movement touched: the transactions list's "Transaction Type". */
export type Funding = 'bonus' | 'withdrawable' | 'mixed'

export interface LedgerTables {
  ledger_accounts: {
    id: Generated<number>
    user_id: number | null
    kind: AccountKind
    /** Kept in step with the entries for player accounts; null for house accounts. */
    balance_cents: number | null
    /** What bets staked from this account, less their rollbacks: kept by the statement that writes them. */
    wagered_cents: Generated<number>
    created_at: Generated<Date>
  }
  ledger_transactions: {
    id: Generated<number>
    kind: MovementKind
    idempotency_key: string
    user_id: number
    game_id: string | null
    round_id: string | null
    /** Signed, from the player's side: a bet is negative, a win positive. */
    amount_cents: number
    funding: Funding
    balance_before_cents: number
    balance_after_cents: number
    /** The bet a rollback reverses; unique, so a bet is reversed at most once. */
    reverses_transaction_id: number | null
    created_at: Generated<Date>
    metadata: ColumnType<Record<string, unknown>, string | undefined, string>
  }
  ledger_entries: {
    id: Generated<number>
    transaction_id: number
    account_id: number
    amount_cents: number
  }
  balance_stream_tickets: {
    ticket_hash: string
    user_id: number
    token_id: number
    expires_at: Date
  }
}
