/**
 * The periods deposit and loss limits count over, all in UTC: a day starts at 00:00, a week on
 * Monday 00:00 (ISO 8601), a month on its 1st at 00:00. A limit resets when its period ends.
 */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

const DAY_MS = 86_400_000

export const periodStart = (period: LimitPeriod, now: Date): Date => {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  switch (period) {
    case 'day':
      return new Date(day)
    case 'week':
      // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
      return new Date(day - ((now.getUTCDay() + 6) % 7) * DAY_MS)
    case 'month':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  }
}

/** When the period holding `now` ends: the next one's start, and the moment its limit resets. */
export const periodEnd = (period: LimitPeriod, now: Date): Date => {
  const start = periodStart(period, now)
  switch (period) {
    case 'day':
      return new Date(start.getTime() + DAY_MS)
    case 'week':
      return new Date(start.getTime() + 7 * DAY_MS)
    case 'month':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1))
  }
}

export const PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' }
