/** A VIP level (docs/product/vip-and-referrals.md): what it takes and what it gives. */
export interface VipLevel {
  readonly rank: number
  readonly numeral: string
  /** The player's total wagered (real-money and bonus stakes) that reaches it, in cents. */
  readonly wageredCents: number
  readonly dailyWithdrawalLimitCents: number
  /** Paid once, as a bonus grant, when the level is first reached. */
  readonly bonusCents: number
}

/**
 * The three levels of the first specification, as amount / daily withdrawal limit / bonus:
 * I 100/100/10, II 500/500/15, III 1000/1000/20 (dollars).
 */
export const VIP_LEVELS: readonly VipLevel[] = [
  { rank: 1, numeral: 'I', wageredCents: 10_000, dailyWithdrawalLimitCents: 10_000, bonusCents: 1_000 },
  { rank: 2, numeral: 'II', wageredCents: 50_000, dailyWithdrawalLimitCents: 50_000, bonusCents: 1_500 },
  { rank: 3, numeral: 'III', wageredCents: 100_000, dailyWithdrawalLimitCents: 100_000, bonusCents: 2_000 },
]

/** Level 0 (below level I) keeps the first level's daily withdrawal limit: $100. */
export const LEVEL_ZERO_DAILY_LIMIT_CENTS = 10_000

/** The VIP terms in force: the levels, level 0's daily limit and the level bonus's wagering requirement. */
export interface VipTerms {
  readonly levels: readonly VipLevel[]
  readonly levelZeroLimitCents: number
  /** The wagering requirement of a level bonus, a multiple of it (10 by default). */
  readonly bonusWageringMultiple: number
}

/** A level's numeral from its rank (1 to 3). */
export const numeralOf = (rank: number): string => VIP_LEVELS.find((l) => l.rank === rank)?.numeral ?? String(rank)
