const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS
/** 1970-01-05 was a Monday: weeks are counted from it. */
const FIRST_MONDAY_MS = 4 * DAY_MS

/** The default commission: 10% (in basis points) of a referred player's net real-money losses. */
export const DEFAULT_COMMISSION_BPS = 1_000

/** The commission week an instant falls in: Monday 00:00 UTC to the next Monday 00:00 UTC, [start, end). */
export const commissionWeek = (at: Date): { readonly start: Date; readonly end: Date } => {
  const start = Math.floor((at.getTime() - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS
  return { start: new Date(start), end: new Date(start + WEEK_MS) }
}

/** The last week wholly over at `now`: the one a pass at `now` pays. */
export const lastCompleteWeek = (now: Date): { readonly start: Date; readonly end: Date } =>
  commissionWeek(new Date(commissionWeek(now).start.getTime() - 1))

/**
 * A referred player's commission for a week: `rateBps` of their net real-money loss, rounded down
 * to the cent; a week they ended ahead pays nothing (and is not carried over).
 */
export const commissionCents = (netLossCents: number, rateBps: number): number =>
  netLossCents <= 0 ? 0 : Math.floor((netLossCents * rateBps) / 10_000)

/** A referred player's name as their referrer sees it: the first and last letters, the rest hidden. */
export const maskedName = (username: string): string => {
  const chars = [...username.trim()]
  if (chars.length <= 2) return `${chars[0] ?? ''}***`
  return `${chars[0]}***${chars[chars.length - 1]}`
}

/** The rule in one sentence, as the affiliate page says it. */
export const commissionSentence = (rateBps: number, wageringMultiple = 1): string =>
  `Each Monday (00:00 UTC) you earn ${rateBps / 100}% of the net real-money losses of every player who joined through your link in the week before, paid as a bonus with a ${wageringMultiple}× wagering requirement.`

/**
 * A week is paid a few minutes after it ends, so that a bet whose transaction began before Monday
 * 00:00 UTC (and is dated then) has committed by the time the week is summed.
 */
export const COMMISSION_SETTLE_MS = 5 * 60_000

/** The week a commission pass at `now` pays. */
export const weekToPay = (now: Date): { readonly start: Date; readonly end: Date } =>
  lastCompleteWeek(new Date(now.getTime() - COMMISSION_SETTLE_MS))
