import type { Generated } from 'kysely'
import type { GrantState } from '../../src/core/bonuses/bonus-grants.rules'

export interface BonusTables {
  bonus_grants: {
    id: Generated<number>
    user_id: number
    /** Which promotion granted it ('join', …): what the player and the console read. */
    promotion: string
    /** Unique: a promotion grants once per key (`join:<user>`), whatever the retries. */
    grant_key: string
    amount_cents: number
    requirement_cents: number
    wagered_cents: Generated<number>
    state: Generated<GrantState>
    granted_at: Date
    expires_at: Date
    /** What the release paid, or the forfeit or expiry took, once settled. */
    settled_cents: number | null
    settled_at: Date | null
  }
  /** A bet's wager toward a grant, so that the bet's rollback takes back exactly that. */
  bonus_wagers: {
    transaction_id: number
    grant_id: number
    cents: number
  }
}
