import * as fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { LIMIT_PERIODS, periodEnd, periodStart } from '../../../src/core/safer-play/limit-periods.rules'
import {
  changeLimit,
  LIMIT_RAISE_DELAY_MS,
  limitInForce,
  limitPassed,
  NO_LIMIT,
  parseLimitAmount,
  type LimitSetting,
} from '../../../src/core/safer-play/limits.rules'

const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
const period = fc.constantFrom(...LIMIT_PERIODS)
const limit = fc.option(fc.integer({ min: 100, max: 100_000_000 }), { nil: null })
const setting: fc.Arbitrary<LimitSetting> = fc.oneof(
  fc.constant(NO_LIMIT),
  fc.record({ cents: limit, nextCents: fc.constant(null), nextAt: fc.constant(null) }),
  fc.record({ cents: limit, nextCents: limit, nextAt: instant }),
)

describe('limit periods (UTC day, ISO week from Monday, calendar month)', () => {
  it('hold the instant, start at midnight UTC, and end where the next one starts', () => {
    fc.assert(
      fc.property(period, instant, (p, now) => {
        const start = periodStart(p, now)
        const end = periodEnd(p, now)
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime())
        expect(now.getTime()).toBeLessThan(end.getTime())
        expect(start.getUTCHours() + start.getUTCMinutes() + start.getUTCSeconds() + start.getUTCMilliseconds()).toBe(0)
        expect(periodStart(p, end).getTime()).toBe(end.getTime())
        expect(periodStart(p, new Date(end.getTime() - 1)).getTime()).toBe(start.getTime())
      }),
    )
  })

  it('start a week on Monday and a month on its 1st', () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(periodStart('week', now).getUTCDay()).toBe(1)
        expect(periodStart('month', now).getUTCDate()).toBe(1)
        expect(periodEnd('week', now).getTime() - periodStart('week', now).getTime()).toBe(7 * 86_400_000)
      }),
    )
  })

  it('knows the edges by example: Sunday night is last week, Monday 00:00 is this one; 31 Dec ends the month', () => {
    expect(periodStart('week', new Date('2026-11-29T23:59:59.999Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(periodStart('week', new Date('2026-11-30T00:00:00.000Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z')
    expect(periodEnd('month', new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z')
    expect(periodEnd('month', new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z')
  })
})

describe('limit arithmetic', () => {
  it('allows exactly up to the limit and refuses one cent over, naming the period and its reset', () => {
    fc.assert(
      fc.property(
        period,
        instant,
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (p, now, cap, used) => {
          const limits = { day: null, week: null, month: null, [p]: cap }
          const totals = { day: used, week: used, month: used }
          const room = cap - used
          if (room >= 1) expect(limitPassed('loss', limits, totals, room, now)).toBeNull()
          const over = limitPassed('loss', limits, totals, Math.max(room, 0) + 1, now)
          expect(over).toEqual({ _tag: 'LimitReached', kind: 'loss', period: p, limitCents: cap, resetsAt: periodEnd(p, now) })
        },
      ),
    )
  })

  it('never refuses without a limit', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 1_000_000 }), (now, amount) => {
        expect(limitPassed('deposit', { day: null, week: null, month: null }, { day: 1e9, week: 1e9, month: 1e9 }, amount, now)).toBeNull()
      }),
    )
  })

  it('applies a stricter limit at once, and a looser one (or none) only 24 hours after asking', () => {
    fc.assert(
      fc.property(setting, limit, instant, (current, wanted, now) => {
        const before = limitInForce(current, now)
        const next = changeLimit(current, wanted, now)
        const stricter = wanted !== null && (before === null || wanted < before)
        if (stricter || wanted === before) {
          expect(limitInForce(next, now)).toBe(wanted)
          expect(next.nextAt).toBeNull()
        } else {
          expect(limitInForce(next, now)).toBe(before)
          expect(limitInForce(next, new Date(now.getTime() + LIMIT_RAISE_DELAY_MS - 1))).toBe(before)
          expect(limitInForce(next, new Date(now.getTime() + LIMIT_RAISE_DELAY_MS))).toBe(wanted)
        }
      }),
    )
  })

  it('reads limits typed as dollars, and refuses anything else', () => {
    expect(parseLimitAmount('50')).toEqual(E.right(5000))
    expect(parseLimitAmount('$1,000.5')).toEqual(E.right(100050))
    expect(parseLimitAmount('  ')).toEqual(E.right(null))
    for (const bad of ['0.99', '-5', '1.234', 'ten', '10000000.01']) expect(E.isLeft(parseLimitAmount(bad))).toBe(true)
  })
})
