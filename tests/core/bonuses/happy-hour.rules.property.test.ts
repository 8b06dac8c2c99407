import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { countdown, happyHourAt, isHappyHour, matchedBonusCents, type HappyHourWindow } from '../../../src/core/bonuses/happy-hour.rules'

const DAY = 86_400_000
const MINUTE = 60_000
const instant = fc.integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2040-01-01T00:00:00Z') }).map((ms) => new Date(ms))
const window = fc
  .tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }))
  .filter(([a, b]) => a !== b)
  .map(([startMinute, endMinute]): HappyHourWindow => ({ startMinute, endMinute }))
const windows = fc.array(window, { minLength: 1, maxLength: 4 })

const minuteOfDay = (t: number) => Math.floor((((t % DAY) + DAY) % DAY) / MINUTE)
const inside = (t: number, w: HappyHourWindow) => {
  const m = minuteOfDay(t)
  return w.startMinute < w.endMinute ? m >= w.startMinute && m < w.endMinute : m >= w.startMinute || m < w.endMinute
}

describe('happyHourAt', () => {
  test.prop([instant, windows])('is open exactly when the instant falls in a window (start kept, end left out)', (now, ws) => {
    expect(isHappyHour(now, ws)).toBe(ws.some((w) => inside(now.getTime(), w)))
  })

  test.prop([instant, windows])('counts down to the moment the state changes, within a day, and no earlier', (now, ws) => {
    // Windows covering every minute of the day never close: that case is left out here.
    fc.pre(Array.from({ length: 1440 }, (_, m) => m * MINUTE).some((t) => !ws.some((w) => inside(t, w))))
    const state = happyHourAt(now, ws)
    if (state._tag === 'None') throw new Error('windows are set')
    const to = state._tag === 'Open' ? state.endsAt.getTime() : state.startsAt.getTime()
    const open = state._tag === 'Open'
    expect(to).toBeGreaterThan(now.getTime())
    expect(to - now.getTime()).toBeLessThanOrEqual(DAY)
    expect(isHappyHour(new Date(to), ws)).toBe(!open)
    for (let t = Math.ceil(now.getTime() / MINUTE) * MINUTE; t < to; t += 7 * MINUTE) expect(isHappyHour(new Date(t), ws)).toBe(open)
  })

  it('says none without windows, and the edges of 18:00–19:00', () => {
    const ws = [{ startMinute: 1080, endMinute: 1140 }]
    expect(happyHourAt(new Date(), [])).toEqual({ _tag: 'None' })
    expect(happyHourAt(new Date('2030-01-01T17:59:59.999Z'), ws)).toEqual({ _tag: 'Closed', startsAt: new Date('2030-01-01T18:00:00Z') })
    expect(happyHourAt(new Date('2030-01-01T18:00:00.000Z'), ws)).toEqual({ _tag: 'Open', endsAt: new Date('2030-01-01T19:00:00Z') })
    expect(happyHourAt(new Date('2030-01-01T19:00:00.000Z'), ws)).toEqual({ _tag: 'Closed', startsAt: new Date('2030-01-02T18:00:00Z') })
    expect(happyHourAt(new Date('2030-01-01T23:30:00Z'), [{ startMinute: 1380, endMinute: 60 }])).toEqual({
      _tag: 'Open',
      endsAt: new Date('2030-01-02T01:00:00Z'),
    })
  })
})

describe('matchedBonusCents and countdown', () => {
  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 1_000_000 })])(
    'matches the percent rounded down, never past the cap',
    (deposit, percent, cap) => {
      const cents = matchedBonusCents(deposit, { percent, capCents: cap, wageringMultiple: 1 })
      expect(cents).toBe(Math.min(cap, Math.floor((deposit * percent) / 100)))
      expect(cents).toBeLessThanOrEqual(cap)
    },
  )

  test.prop([instant, fc.integer({ min: 0, max: DAY })])('shows whole seconds left, rounded up, as HH:MM:SS', (from, ms) => {
    const text = countdown(from, new Date(from.getTime() + ms))
    const [h = 0, m = 0, s = 0] = text.split(':').map(Number)
    expect(text).toMatch(/^\d{2}:\d{2}:\d{2}$/)
    expect(h * 3600 + m * 60 + s).toBe(Math.ceil(ms / 1000))
  })

  it('never goes below zero', () => {
    expect(countdown(new Date(1000), new Date(0))).toBe('00:00:00')
  })
})
