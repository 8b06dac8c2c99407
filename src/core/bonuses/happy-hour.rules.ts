import { formatUsd } from '../shared/money'

/**
 * Happy hour (docs/product/bonuses.md#happy-hour): daily UTC windows in which a deposit earns a
 * matched bonus. A window holds from its start (that very second) up to, not including, its end;
 * an end before its start runs past midnight.
 */

/** A daily window in minutes after 00:00 UTC: 18:00–19:00 is { startMinute: 1080, endMinute: 1140 }. */
export interface HappyHourWindow {
  readonly startMinute: number
  readonly endMinute: number
}

export interface HappyHourBoost {
  /** The share of the deposit matched, in whole percent. */
  readonly percent: number
  readonly capCents: number
  readonly wageringMultiple: number
}

export type HappyHourNow =
  { readonly _tag: 'Open'; readonly endsAt: Date } | { readonly _tag: 'Closed'; readonly startsAt: Date } | { readonly _tag: 'None' }

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

const length = (w: HappyHourWindow): number => (w.endMinute - w.startMinute + 1440) % 1440 || 1440

/** Each window's occurrences that could matter around `now`: yesterday's, today's and tomorrow's. */
function occurrences(now: Date, windows: readonly HappyHourWindow[]): { start: number; end: number }[] {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  return windows.flatMap((w) =>
    [-1, 0, 1].map((d) => {
      const start = day + d * DAY_MS + w.startMinute * MINUTE_MS
      return { start, end: start + length(w) * MINUTE_MS }
    }),
  )
}

/** Whether happy hour holds now, and till when; or when it next starts; or that none is set. */
export function happyHourAt(now: Date, windows: readonly HappyHourWindow[]): HappyHourNow {
  if (windows.length === 0) return { _tag: 'None' }
  const t = now.getTime()
  const all = occurrences(now, windows)
  const open = all.filter((o) => o.start <= t && t < o.end)
  if (open.length > 0) {
    // Windows that overlap or touch run as one: happy hour ends where none goes on.
    let end = Math.max(...open.map((o) => o.end))
    let next = Math.max(end, ...all.filter((o) => o.start <= end && end < o.end).map((o) => o.end))
    while (next !== end) {
      end = next
      next = Math.max(end, ...all.filter((o) => o.start <= end && end < o.end).map((o) => o.end))
    }
    return { _tag: 'Open', endsAt: new Date(end) }
  }
  return { _tag: 'Closed', startsAt: new Date(Math.min(...all.filter((o) => o.start > t).map((o) => o.start))) }
}

export const isHappyHour = (now: Date, windows: readonly HappyHourWindow[]): boolean => happyHourAt(now, windows)._tag === 'Open'

/** The matched bonus for a deposit: its percent, rounded down to the cent, at most the cap. */
export const matchedBonusCents = (depositCents: number, boost: HappyHourBoost): number =>
  Math.max(0, Math.min(boost.capCents, Math.floor((depositCents * boost.percent) / 100)))

/** Whole seconds to a moment, as HH:MM:SS (hours may pass 99 never: windows are daily). */
export function countdown(from: Date, to: Date): string {
  const s = Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000))
  const pad = (n: number) => n.toString().padStart(2, '0')
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

/** The same for a screen reader: "1 hours, 2 minutes, 3 seconds". */
export function countdownSpoken(from: Date, to: Date): string {
  const [h = 0, m = 0, s = 0] = countdown(from, to).split(':').map(Number)
  return `${h} hours, ${m} minutes, ${s} seconds`
}

export const windowWords = (w: HappyHourWindow): string => {
  const hhmm = (m: number) =>
    `${Math.floor(m / 60)
      .toString()
      .padStart(2, '0')}:${(m % 60).toString().padStart(2, '0')}`
  return `${hhmm(w.startMinute)}–${hhmm(w.endMinute)} UTC`
}

/** The happy-hour rule in one plain sentence. */
export const happyHourSentence = (windows: readonly HappyHourWindow[], boost: HappyHourBoost): string =>
  windows.length === 0
    ? 'No happy hour is set at the moment.'
    : `Deposit during happy hour (every day ${windows.map(windowWords).join(', ')}) and get ${boost.percent}% of it as a bonus, up to ${formatUsd(boost.capCents)}, to wager ${boost.wageringMultiple}× before it is withdrawable.`
