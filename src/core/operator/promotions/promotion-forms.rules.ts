import * as E from 'fp-ts/Either'
import type { HappyHourWindow } from '../../bonuses/happy-hour.rules'
import { parseAmount } from '../../payments/amount.rules'
import { reasonProblem } from '../reason.rules'

/** "18:00-19:00" lines, as the happy-hour form takes its windows (UTC). */
const WINDOW_LINE = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*([01]\d|2[0-3]):([0-5]\d)$/

export function parseWindows(text: string): E.Either<string, readonly HappyHourWindow[]> {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
  const windows: HappyHourWindow[] = []
  for (const line of lines) {
    const m = WINDOW_LINE.exec(line)
    if (m === null) return E.left(`"${line}" is not a window like 18:00-19:00.`)
    const startMinute = Number(m[1]) * 60 + Number(m[2])
    const endMinute = Number(m[3]) * 60 + Number(m[4])
    if (startMinute === endMinute) return E.left(`"${line}" ends when it starts.`)
    windows.push({ startMinute, endMinute })
  }
  return E.right(windows)
}

const hhmm = (m: number) =>
  `${Math.floor(m / 60)
    .toString()
    .padStart(2, '0')}:${(m % 60).toString().padStart(2, '0')}`

export const windowsText = (windows: readonly HappyHourWindow[]): string =>
  windows.map((w) => `${hhmm(w.startMinute)}-${hhmm(w.endMinute)}`).join('\n')

/** Dollars typed in a form ("25", "25.00") as cents, or what is wrong with them. */
export const dollars = (raw: string): E.Either<string, number> => parseAmount(raw)

/** A whole number within bounds, or what is wrong with it. */
export function wholeIn(raw: string, min: number, max: number, name: string): E.Either<string, number> {
  const n = Number(raw.trim())
  return raw.trim() !== '' && Number.isInteger(n) && n >= min && n <= max
    ? E.right(n)
    : E.left(`${name} must be a whole number from ${min} to ${max}.`)
}

export const reasonOrProblem = (raw: string): E.Either<string, string> => {
  const problem = reasonProblem(raw)
  return problem === undefined ? E.right(raw.trim()) : E.left(problem)
}

/** Dollars and cents as a form shows them: 2500 -> "25.00". */
export const centsText = (cents: number): string => (cents / 100).toFixed(2)

/** A number within bounds, fractions allowed (a requirement multiple), or what is wrong with it. */
export function numberIn(raw: string, min: number, max: number, name: string): E.Either<string, number> {
  const n = Number(raw.trim())
  return raw.trim() !== '' && Number.isFinite(n) && n >= min && n <= max
    ? E.right(n)
    : E.left(`${name} must be a number from ${min} to ${max}.`)
}

/** "10", "12.5" or "12.25" percent as basis points (1000, 1250, 1225), or what is wrong with it. */
export function percentBps(raw: string, name: string): E.Either<string, number> {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(raw.trim().replace(/\s*%$/, ''))
  if (m === null) return E.left(`${name} must be a percentage like 10 or 12.5.`)
  return E.right(Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')))
}

/** Basis points as a form shows them as a percentage: 1250 -> "12.5". */
export const bpsText = (bps: number): string => String(bps / 100)
