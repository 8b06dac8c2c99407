import type { GrantState, GrantTerms } from '../../src/core/bonuses/bonus-grants.rules'

/** One grant a promotion makes: once per key, whatever the retries. */
export interface BonusGrantRequest {
  readonly userId: number
  /** 'join', … : what the player's bonus page and the console name it by. */
  readonly promotion: string
  /** Unique per grant (`join:<user>`); a second grant under it gives the first back. */
  readonly grantKey: string
  readonly terms: GrantTerms
  /** The ledger kind of its movement: missions, happy hour, VIP levels and commissions read apart in /transaction. */
  readonly kind?: GrantKind
}

export type GrantKind = 'bonus_grant' | 'mission_reward' | 'happy_hour_bonus' | 'vip_level_bonus' | 'referral_commission'

export interface GrantedBonus {
  readonly grantId: number
  readonly amountCents: number
  readonly requirementCents: number
  readonly expiresAt: Date
  readonly replayed: boolean
}

/** How an active grant ends. */
export type Settlement = Exclude<GrantState, 'active'>
