import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { clockText, dayText, dayTimeText, momentText, utcText } from '../../../src/core/shared/date-text'

// Intl may put a narrow or plain no-break space before AM/PM; the written-out text has a space.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

// 1970 to 2200: every date the site shows, daylight saving's changes included.
const instants = fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }).map((ms) => new Date(ms))

const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns'] as const
const startZone = process.env.TZ

describe('dates as text, without Intl', () => {
  afterAll(() => {
    process.env.TZ = startZone
  })

  for (const zone of ZONES)
    it(`writes each date as Intl does, read in ${zone}`, () => {
      // Node reads TZ again when it changes: the Date getters and Intl then both use this zone.
      process.env.TZ = zone
      const intl = {
        day: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }),
        dayTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
        clock: new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' }),
      }
      fc.assert(
        fc.property(instants, (date) => {
          expect(dayText(date)).toBe(plain(intl.day.format(date)))
          expect(dayTimeText(date)).toBe(plain(intl.dayTime.format(date)))
          expect(momentText(date)).toBe(plain(date.toLocaleString('en-US')))
          expect(clockText(date)).toBe(plain(intl.clock.format(date)))
          const utc = date.toLocaleString('en-GB', {
            timeZone: 'UTC',
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          })
          expect(utcText(date)).toBe(`${utc} UTC`)
        }),
        { numRuns: 500 },
      )
    })

  it('reads midnight and noon on a 12-hour clock', () => {
    process.env.TZ = 'UTC'
    expect(dayTimeText(new Date(Date.UTC(2026, 0, 5, 0, 30)))).toBe('Jan 5, 2026, 12:30 AM')
    expect(momentText(new Date(Date.UTC(2026, 10, 28, 12, 4, 5)))).toBe('11/28/2026, 12:04:05 PM')
    expect(clockText(new Date(Date.UTC(2026, 10, 28, 9, 7)))).toBe('09:07 AM')
    expect(utcText(new Date(Date.UTC(2026, 10, 30)))).toBe('Mon, 30 Nov 2026, 00:00 UTC')
  })

  it('says a date that is not one is invalid, as Intl does', () => {
    const nothing = new Date(Number.NaN)
    for (const text of [dayText, dayTimeText, momentText, clockText, utcText]) expect(text(nothing)).toBe('Invalid Date')
  })
})
