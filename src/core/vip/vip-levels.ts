/** A VIP level of the slider (docs/product/constants.md#vip-levels): what it takes and what it gives. */
interface VipLevel {
  readonly rank: number
  readonly numeral: string
  /** What the level asks for, in cents. */
  readonly amountCents: number
  readonly dailyWithdrawalLimitCents: number
  /** The specification gives a bare number (10, 15, 20); the page reads it as a percentage. */
  readonly bonusPercent: number
}

/**
 * The three levels of docs/product/constants.md#vip-levels, as amount / daily withdrawal limit /
 * bonus: I 100/100/10, II 500/500/15, III 1000/1000/20.
 */
export const VIP_LEVELS: readonly VipLevel[] = [
  { rank: 1, numeral: 'I', amountCents: 10_000, dailyWithdrawalLimitCents: 10_000, bonusPercent: 10 },
  { rank: 2, numeral: 'II', amountCents: 50_000, dailyWithdrawalLimitCents: 50_000, bonusPercent: 15 },
  { rank: 3, numeral: 'III', amountCents: 100_000, dailyWithdrawalLimitCents: 100_000, bonusPercent: 20 },
]

/**
 * The static status card's level ('You are on level 0',
 * docs/product/screens-and-routes.md#vip-levels); no level is tracked yet.
 */
export const STATIC_PLAYER_LEVEL = 0
