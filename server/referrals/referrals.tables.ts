export interface ReferralTables {
  /** Who referred whom: one referrer at most per player, written at sign-up. */
  referrals: {
    referred_id: number
    referrer_id: number
    created_at: Date
  }
  /** A week's commission on one referred player's net real-money loss, written with its grant. */
  referral_commissions: {
    referred_id: number
    week_start: Date
    referrer_id: number
    net_loss_cents: number
    commission_cents: number
    grant_key: string
  }
}
