import { formatUsd } from '../shared/money'
import { VIP_LEVELS, type VipTerms } from './vip-levels'

/** What an operator may set (docs/product/vip-and-referrals.md#in-the-operator-console). */
export const VIP_BOUNDS = {
  /** A level's wagered threshold: $0.01 to $10,000,000. */
  wageredCents: { min: 1, max: 1_000_000_000 },
  /** A daily withdrawal limit (level 0's too): $1.00 to $1,000,000. */
  limitCents: { min: 100, max: 100_000_000 },
  /** A level's bonus: $0.01 to $10,000. */
  bonusCents: { min: 1, max: 1_000_000 },
  /** The level bonus's wagering requirement: 0 to 100 times the bonus. */
  multiple: { min: 0, max: 100 },
} as const

const within = (n: number, b: { readonly min: number; readonly max: number }): boolean =>
  Number.isSafeInteger(n) && n >= b.min && n <= b.max

/**
 * What is wrong with VIP terms as the operator set them, in one sentence; null when they can be
 * used. The levels are the specification's three; each must take more wagering than the one
 * before (a level is reached at its amount), and no level may lower the daily withdrawal limit
 * (the VIP page promises that reaching a level raises it).
 */
export function vipTermsProblem(terms: VipTerms): string | null {
  const { levels } = terms
  if (levels.length !== VIP_LEVELS.length) return `There are ${VIP_LEVELS.length} levels, each with its amount, limit and bonus.`
  const b = VIP_BOUNDS
  if (!within(terms.levelZeroLimitCents, b.limitCents))
    return `Level 0's daily withdrawal limit must be from ${formatUsd(b.limitCents.min)} to ${formatUsd(b.limitCents.max)}.`
  let before = { wagered: 0, limit: terms.levelZeroLimitCents, name: 'level 0' }
  for (const l of levels) {
    const name = `Level ${l.numeral}`
    if (!within(l.wageredCents, b.wageredCents))
      return `${name}'s amount wagered must be from ${formatUsd(b.wageredCents.min)} to ${formatUsd(b.wageredCents.max)}.`
    if (!within(l.dailyWithdrawalLimitCents, b.limitCents))
      return `${name}'s daily withdrawal limit must be from ${formatUsd(b.limitCents.min)} to ${formatUsd(b.limitCents.max)}.`
    if (!within(l.bonusCents, b.bonusCents))
      return `${name}'s bonus must be from ${formatUsd(b.bonusCents.min)} to ${formatUsd(b.bonusCents.max)}.`
    if (l.wageredCents <= before.wagered) return `${name} must take more wagering than ${before.name} (${formatUsd(before.wagered)}).`
    if (l.dailyWithdrawalLimitCents < before.limit)
      return `${name}'s daily withdrawal limit cannot be below ${before.name}'s (${formatUsd(before.limit)}).`
    before = { wagered: l.wageredCents, limit: l.dailyWithdrawalLimitCents, name: `level ${l.numeral}` }
  }
  const m = terms.bonusWageringMultiple
  if (!Number.isFinite(m) || m < b.multiple.min || m > b.multiple.max)
    return `The level bonus's requirement must be from ${b.multiple.min} to ${b.multiple.max} times the bonus.`
  return null
}

/** The levels in one sentence, as the console's VIP card says them. */
export const vipTermsSentence = (terms: VipTerms): string =>
  `Below level I a player may withdraw ${formatUsd(terms.levelZeroLimitCents)} a day; ` +
  terms.levels
    .map(
      (l) =>
        `level ${l.numeral} at ${formatUsd(l.wageredCents)} wagered pays a ${formatUsd(l.bonusCents)} bonus and allows ${formatUsd(l.dailyWithdrawalLimitCents)} a day`,
    )
    .join('; ') +
  `. A level bonus is wagered ${terms.bonusWageringMultiple}× before it can be withdrawn.`
