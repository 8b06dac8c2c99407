import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { expiryCountdown, formatExpiryTime } from '../../../src/core/payments/invoice-expiry'

const time = fc.integer({ min: 0, max: 4_102_444_800_000 }) // up to 2100
const span = fc.integer({ min: -86_400_000, max: 86_400_000 })

const clockSeconds = (clock: string): number =>
  clock
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0)
const spokenSeconds = (spoken: string): number =>
  [...spoken.matchAll(/(\d+) (hour|minute|second)s?/g)].reduce(
    (total, [, n, u]) => total + Number(n) * (u === 'hour' ? 3600 : u === 'minute' ? 60 : 1),
    0,
  )

describe('the invoice countdown', () => {
  test.prop([time, span])('counts whole seconds up, never below zero', (now, delta) => {
    const { secondsLeft } = expiryCountdown(now + delta, now)
    expect(secondsLeft).toBe(delta > 0 ? Math.ceil(delta / 1000) : 0)
  })

  test.prop([time, span])('is expired exactly when the expiry time has come', (now, delta) => {
    expect(expiryCountdown(now + delta, now).expired).toBe(delta <= 0)
  })

  test.prop([time, span])('the clock and the spoken text both say the seconds left', (now, delta) => {
    const c = expiryCountdown(now + delta, now)
    expect(c.clock).toMatch(/^(\d+:[0-5]\d|[0-5]\d):[0-5]\d$/)
    expect(clockSeconds(c.clock)).toBe(c.secondsLeft)
    expect(spokenSeconds(c.spoken)).toBe(c.secondsLeft)
  })

  test.prop([time, span, fc.integer({ min: 1, max: 600_000 })])('only goes down as time passes', (now, delta, later) => {
    expect(expiryCountdown(now + delta, now + later).secondsLeft).toBeLessThanOrEqual(expiryCountdown(now + delta, now).secondsLeft)
  })

  test.prop([fc.double(), fc.double()])('never throws, whatever the numbers', (expires, now) => {
    const c = expiryCountdown(expires, now)
    expect(c.secondsLeft).toBeGreaterThanOrEqual(0)
    expect(Number.isInteger(c.secondsLeft)).toBe(true)
  })

  it.each([
    [14 * 60_000 + 5_000, '14:05', '14 minutes 5 seconds'],
    [3_723_000, '1:02:03', '1 hour 2 minutes 3 seconds'],
    [60_000, '01:00', '1 minute'],
    [1, '00:01', '1 second'],
    [0, '00:00', '0 seconds'],
  ])('reads %i ms left as %s ("%s")', (left, clock, spoken) => {
    expect(expiryCountdown(1_000_000 + left, 1_000_000)).toMatchObject({ clock, spoken })
  })
})

describe('the expiry time', () => {
  it('reads as a short local date and 12-hour time', () => {
    expect(formatExpiryTime(new Date(2026, 10, 22, 15, 4).getTime()).replace(/[\u202f\u00a0]/g, ' ')).toBe('Nov 22, 2026, 3:04 PM')
  })

  test.prop([fc.double()])('never throws', (ms) => {
    expect(typeof formatExpiryTime(ms)).toBe('string')
  })
})
