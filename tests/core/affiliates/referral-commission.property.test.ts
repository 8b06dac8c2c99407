import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  commissionCents,
  commissionWeek,
  lastCompleteWeek,
  maskedName,
  weekToPay,
} from '../../../src/core/affiliates/referral-commission.rules'

const instant = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })

describe('the commission week', () => {
  test.prop([instant])('runs Monday 00:00 UTC to the next Monday 00:00 UTC and holds the instant', (at) => {
    const week = commissionWeek(at)
    expect(week.start.getUTCDay()).toBe(1)
    expect(week.start.toISOString()).toMatch(/T00:00:00\.000Z$/)
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 86_400_000)
    expect(week.start.getTime()).toBeLessThanOrEqual(at.getTime())
    expect(at.getTime()).toBeLessThan(week.end.getTime())
    expect(lastCompleteWeek(at).end.getTime()).toBe(week.start.getTime())
  })

  it('is paid from five minutes past Monday 00:00 UTC', () => {
    expect(weekToPay(new Date('2030-01-14T00:04:59Z')).start.toISOString()).toBe('2029-12-31T00:00:00.000Z')
    expect(weekToPay(new Date('2030-01-14T00:05:00Z')).start.toISOString()).toBe('2030-01-07T00:00:00.000Z')
  })
})

describe('a commission', () => {
  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 })])(
    'is the rate of a net loss rounded down to the cent, never more than the loss, nothing for a week ahead',
    (loss, bps) => {
      const c = commissionCents(loss, bps)
      expect(Number.isInteger(c)).toBe(true)
      if (loss <= 0) expect(c).toBe(0)
      else {
        expect(c).toBeLessThanOrEqual(loss)
        expect(c * 10_000).toBeLessThanOrEqual(loss * bps)
        expect((c + 1) * 10_000).toBeGreaterThan(loss * bps)
      }
    },
  )
})

describe('a referred player’s masked name', () => {
  test.prop([fc.string({ minLength: 3, maxLength: 50 }).filter((s) => s.trim().length >= 3)])(
    'shows only the first and last letters',
    (name) => {
      const chars = [...name.trim()]
      expect(maskedName(name)).toBe(`${chars[0]}***${chars[chars.length - 1]}`)
    },
  )
  it('hides a very short name but its first letter', () => {
    expect(maskedName('ab')).toBe('a***')
  })
})
