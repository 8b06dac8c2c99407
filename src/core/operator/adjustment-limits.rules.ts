import { formatUsd } from '../shared/money'

/**
 * The bounds on what operators move by adjustment: above `approvalAboveCents` a second operator
 * must approve (four eyes); on their own, an operator moves at most `dailyCapCents` a UTC day, the
 * sum of the absolute amounts (a credit and a debit both count, so back-and-forth is bounded too).
 */
export interface AdjustmentLimits {
  readonly approvalAboveCents: number
  readonly dailyCapCents: number
}

/** $100 alone per adjustment, $1,000 alone per day: a support case's size, not a migration's. */
export const DEFAULT_ADJUSTMENT_LIMITS: AdjustmentLimits = { approvalAboveCents: 10_000, dailyCapCents: 100_000 }

/** Whether an adjustment of `cents` (positive) is the operator's alone or waits for a second operator. */
export const needsSecondOperator = (cents: number, limits: AdjustmentLimits): boolean => cents > limits.approvalAboveCents

/** Whether `cents` more fits in the day's cap, `usedCents` already moved alone today: exactly the cap fits. */
export const fitsDailyCap = (usedCents: number, cents: number, limits: AdjustmentLimits): boolean =>
  usedCents + cents <= limits.dailyCapCents

/** The UTC day an adjustment counts in, as `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

/** The rule in one sentence, as the console says it above the form. */
export const limitsSentence = (limits: AdjustmentLimits, usedCents: number): string =>
  `An adjustment over ${formatUsd(limits.approvalAboveCents)} waits for a second operator's approval; ` +
  `on your own you adjust at most ${formatUsd(limits.dailyCapCents)} a day (UTC, credits and debits added up), ` +
  `and you have adjusted ${formatUsd(usedCents)} today.`

/** Why an adjustment was refused at the cap, with what is left today. */
export const dailyCapMessage = (limits: AdjustmentLimits, usedCents: number): string =>
  `This passes your daily cap of ${formatUsd(limits.dailyCapCents)}: you have ${formatUsd(
    Math.max(0, limits.dailyCapCents - usedCents),
  )} left today. Nothing moved.`
