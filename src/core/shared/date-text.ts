/**
 * Dates and times as en-US text, in the reader's time zone unless a name says UTC.
 *
 * Written out rather than asked of Intl, as numbers are (number-text.ts): the first Intl date
 * formatter a page makes loads the locale's calendar data, some 80 ms of a slow phone's main
 * thread (4× CPU), and it was made in the render that first showed a date: the console's ledger
 * health, Safer play's limits, the sign-ins (issue 27). The tests hold each to the Intl options
 * named beside it, in several time zones.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
// British English shortens September to four letters.
const GB_MONTHS = MONTHS.map((m) => (m === 'Sep' ? 'Sept' : m))

const two = (n: number): string => (n < 10 ? `0${n}` : String(n))
const twelveHour = (hours: number): number => (hours % 12 === 0 ? 12 : hours % 12)
const meridiem = (hours: number): string => (hours < 12 ? 'AM' : 'PM')

/** A moment: a Date, or the ISO text the API sends one as. */
export type When = Date | string

const dateOf = (when: When): Date => (typeof when === 'string' ? new Date(when) : when)

/** As Intl says of a date that is not one. */
const INVALID = 'Invalid Date'
const valid = (date: Date): boolean => !Number.isNaN(date.getTime())

/** "Nov 28, 2026": `{ dateStyle: 'medium' }`. */
export const dayText = (when: When): string => {
  const date = dateOf(when)
  return valid(date) ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : INVALID
}

/** "Nov 28, 2026, 2:04 PM": `{ dateStyle: 'medium', timeStyle: 'short' }`. */
export const dayTimeText = (when: When): string => {
  const date = dateOf(when)
  return valid(date) ? `${dayText(date)}, ${twelveHour(date.getHours())}:${two(date.getMinutes())} ${meridiem(date.getHours())}` : INVALID
}

/** "11/28/2026, 2:04:05 PM": `toLocaleString('en-US')`, for the console's exact moments. */
export const momentText = (when: When): string => {
  const date = dateOf(when)
  if (!valid(date)) return INVALID
  const hours = date.getHours()
  const time = `${twelveHour(hours)}:${two(date.getMinutes())}:${two(date.getSeconds())} ${meridiem(hours)}`
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ${time}`
}

/** "02:04 PM": `{ hour: '2-digit', minute: '2-digit' }`, a message's time in a conversation. */
export const clockText = (when: When): string => {
  const date = dateOf(when)
  return valid(date) ? `${two(twelveHour(date.getHours()))}:${two(date.getMinutes())} ${meridiem(date.getHours())}` : INVALID
}

/** "Sat, 28 Nov 2026, 14:04 UTC": en-GB's weekday, day, month, year and 24-hour time in UTC, then "UTC". */
export const utcText = (when: When): string => {
  const date = dateOf(when)
  return valid(date)
    ? `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${GB_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`
    : INVALID
}
