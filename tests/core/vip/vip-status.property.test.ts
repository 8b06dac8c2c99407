import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { VIP_LEVELS } from '../../../src/core/vip/vip-levels'
import {
  dailyLimitCents,
  dailyLimitMessage,
  levelRank,
  nextLevel,
  nextLevelSentence,
  reachedLevels,
  utcDay,
  withinDailyLimit,
} from '../../../src/core/vip/vip-status.rules'

const cents = fc.integer({ min: 0, max: 10_000_000 })

describe('a player’s VIP level', () => {
  it('is reached at exactly its wagered amount, not a cent before', () => {
    expect(levelRank(VIP_LEVELS, 9_999)).toBe(0)
    expect(levelRank(VIP_LEVELS, 10_000)).toBe(1)
    expect(levelRank(VIP_LEVELS, 49_999)).toBe(1)
    expect(levelRank(VIP_LEVELS, 50_000)).toBe(2)
    expect(levelRank(VIP_LEVELS, 100_000)).toBe(3)
    expect(dailyLimitCents(VIP_LEVELS, 0, 10_000)).toBe(10_000)
    expect(dailyLimitCents(VIP_LEVELS, 100_000, 10_000)).toBe(100_000)
  })

  test.prop([cents, cents])('never goes down as wagering grows, nor does its limit', (a, b) => {
    const [lo, hi] = a <= b ? [a, b] : [b, a]
    expect(levelRank(VIP_LEVELS, lo)).toBeLessThanOrEqual(levelRank(VIP_LEVELS, hi))
    expect(dailyLimitCents(VIP_LEVELS, lo, 10_000)).toBeLessThanOrEqual(dailyLimitCents(VIP_LEVELS, hi, 10_000))
  })

  test.prop([cents])('has reached every level up to its own (each bonus paid once), and the next is the first above', (w) => {
    const rank = levelRank(VIP_LEVELS, w)
    expect(reachedLevels(VIP_LEVELS, w).map((l) => l.rank)).toEqual(VIP_LEVELS.filter((l) => l.rank <= rank).map((l) => l.rank))
    const next = nextLevel(VIP_LEVELS, w)
    expect(next?.rank ?? null).toBe(rank < 3 ? rank + 1 : null)
    if (next !== null)
      expect(nextLevelSentence(VIP_LEVELS, w)).toMatch(new RegExp(`^Wager \\$[\\d,]+\\.\\d\\d more to reach level ${next.numeral}`))
  })
})

describe('the daily withdrawal limit', () => {
  test.prop([cents, cents, fc.integer({ min: 1, max: 10_000_000 })])(
    'lets exactly the limit through and refuses a cent over',
    (limit, done, amount) => {
      expect(withinDailyLimit(limit, done, amount)).toBe(done + amount <= limit)
      if (done <= limit) {
        expect(withinDailyLimit(limit, done, limit - done)).toBe(true)
        expect(withinDailyLimit(limit, done, limit - done + 1)).toBe(false)
      }
    },
  )

  test.prop([fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })])(
    'counts the UTC day an instant is in, and resets at the next 00:00 UTC',
    (at) => {
      const day = utcDay(at)
      expect(day.start.getTime()).toBeLessThanOrEqual(at.getTime())
      expect(at.getTime()).toBeLessThan(day.end.getTime())
      expect(day.start.toISOString()).toMatch(/T00:00:00\.000Z$/)
      expect(day.end.getTime() - day.start.getTime()).toBe(86_400_000)
    },
  )

  it('names the limit, what is left and when it resets', () => {
    expect(dailyLimitMessage(10_000, 9_500, new Date('2030-03-05T00:00:00Z'))).toBe(
      'This is over your daily withdrawal limit of $100.00: $5.00 is left today, and it resets at 2030-03-05 00:00 UTC.',
    )
  })
})
