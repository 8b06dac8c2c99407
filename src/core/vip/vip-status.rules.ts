import { formatUsd } from '../shared/money'
import type { VipLevel } from './vip-levels'

const DAY_MS = 86_400_000

/** The levels reached with this much wagered, lowest first (each one's bonus is paid once). */
export const reachedLevels = (levels: readonly VipLevel[], wageredCents: number): readonly VipLevel[] =>
  levels.filter((l) => wageredCents >= l.wageredCents)

/** The player's level: the highest reached, 0 below the first. */
export const levelRank = (levels: readonly VipLevel[], wageredCents: number): number =>
  reachedLevels(levels, wageredCents).reduce((rank, l) => Math.max(rank, l.rank), 0)

/** The next level to reach, or null at the top. */
export const nextLevel = (levels: readonly VipLevel[], wageredCents: number): VipLevel | null =>
  levels.filter((l) => wageredCents < l.wageredCents).sort((a, b) => a.wageredCents - b.wageredCents)[0] ?? null

/** The daily withdrawal limit of the level this much wagered reaches (level 0's below the first). */
export const dailyLimitCents = (levels: readonly VipLevel[], wageredCents: number, levelZeroCents: number): number => {
  const rank = levelRank(levels, wageredCents)
  return levels.find((l) => l.rank === rank)?.dailyWithdrawalLimitCents ?? levelZeroCents
}

/** The UTC day an instant falls in: [start, end). The limit counts a day's withdrawals and resets at its end. */
export const utcDay = (at: Date): { readonly start: Date; readonly end: Date } => {
  const start = Math.floor(at.getTime() / DAY_MS) * DAY_MS
  return { start: new Date(start), end: new Date(start + DAY_MS) }
}

/** What is left of the day's limit after what was already withdrawn (never below zero). */
export const leftToday = (limitCents: number, withdrawnTodayCents: number): number => Math.max(0, limitCents - withdrawnTodayCents)

/** Whether a withdrawal of `amountCents` fits: exactly the limit does, one cent over does not. */
export const withinDailyLimit = (limitCents: number, withdrawnTodayCents: number, amountCents: number): boolean =>
  withdrawnTodayCents + amountCents <= limitCents

const utcStamp = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`

/** The refusal's sentence: the limit, what is left of it, and when it resets. */
export const dailyLimitMessage = (limitCents: number, withdrawnTodayCents: number, resetsAt: Date): string =>
  `This is over your daily withdrawal limit of ${formatUsd(limitCents)}: ${formatUsd(leftToday(limitCents, withdrawnTodayCents))} is left today, and it resets at ${utcStamp(resetsAt)}.`

/** The one sentence the VIP page says of the way to the next level. */
export const nextLevelSentence = (levels: readonly VipLevel[], wageredCents: number): string => {
  const next = nextLevel(levels, wageredCents)
  if (next === null) return `You have reached the top level with ${formatUsd(wageredCents)} wagered.`
  return `Wager ${formatUsd(next.wageredCents - wageredCents)} more to reach level ${next.numeral} and its ${formatUsd(next.bonusCents)} bonus.`
}

/** The rule in one sentence, as the VIP page says it. */
export const VIP_RULE =
  'Every bet counts toward your level, bonus stakes included; reaching a level pays its bonus once and raises your daily withdrawal limit, which resets at 00:00 UTC.'

/** The daily limit in one sentence, as the Withdraw section says it. */
export const DAILY_LIMIT_RULE =
  'Your VIP level sets how much you can withdraw in a UTC day (the VIP page shows your limit); the day starts again at 00:00 UTC.'
