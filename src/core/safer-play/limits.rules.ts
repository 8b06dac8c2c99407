import * as E from 'fp-ts/Either'
import { utcText } from '../shared/date-text'
import { formatUsd } from '../shared/money'
import { LIMIT_PERIODS, PERIOD_WORDS, periodEnd, type LimitPeriod } from './limit-periods.rules'

export const LIMIT_KINDS = ['deposit', 'loss'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

/** Raising or removing a limit waits this long; lowering or setting one applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000

/** The largest limit one can set: $1,000,000.00, well inside a safe integer of cents. */
export const MAX_LIMIT_CENTS = 100_000_000

/**
 * One limit as stored: the one in force (`cents`, null for none) and a raise or removal waiting
 * for `nextAt` (`nextCents` null with a `nextAt` is a removal).
 */
export interface LimitSetting {
  readonly cents: number | null
  readonly nextCents: number | null
  readonly nextAt: Date | null
}

export const NO_LIMIT: LimitSetting = { cents: null, nextCents: null, nextAt: null }

/** The limit in force at `now`: a waiting change applies by itself once its time has come. */
export const limitInForce = (s: LimitSetting, now: Date): number | null =>
  s.nextAt !== null && s.nextAt.getTime() <= now.getTime() ? s.nextCents : s.cents

/** The setting with a due change folded in (what is stored after any change). */
export const settle = (s: LimitSetting, now: Date): LimitSetting =>
  s.nextAt !== null && s.nextAt.getTime() <= now.getTime() ? { cents: s.nextCents, nextCents: null, nextAt: null } : s

/** Whether `wanted` is stricter than `current` (null is no limit, the loosest). */
const stricter = (wanted: number | null, current: number | null): boolean => wanted !== null && (current === null || wanted < current)

/**
 * The player asks for `wanted` (null: remove). A stricter limit applies at once and drops any
 * waiting raise; the same limit drops a waiting change; a looser one (or removal) waits 24 hours,
 * counted from this request.
 */
export const changeLimit = (current: LimitSetting, wanted: number | null, now: Date): LimitSetting => {
  const s = settle(current, now)
  if (stricter(wanted, s.cents)) return { cents: wanted, nextCents: null, nextAt: null }
  if (wanted === s.cents) return { cents: s.cents, nextCents: null, nextAt: null }
  return { cents: s.cents, nextCents: wanted, nextAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) }
}

export const LIMIT_AMOUNT_MESSAGE = `A limit is a whole amount from $1.00 to ${formatUsd(MAX_LIMIT_CENTS)}, or empty for none.`

/** A limit typed as dollars ("50" or "50.00"), or empty for none. */
export const parseLimitAmount = (text: string): E.Either<string, number | null> => {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (trimmed === '') return E.right(null)
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(trimmed)
  if (!match) return E.left(LIMIT_AMOUNT_MESSAGE)
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents >= 100 && cents <= MAX_LIMIT_CENTS ? E.right(cents) : E.left(LIMIT_AMOUNT_MESSAGE)
}

/** What counts toward each period so far (deposits made, or net loss: bets minus wins). */
export type PeriodTotals = Readonly<Record<LimitPeriod, number>>
export type PeriodLimits = Readonly<Record<LimitPeriod, number | null>>

export interface LimitReached {
  readonly _tag: 'LimitReached'
  readonly kind: LimitKind
  readonly period: LimitPeriod
  readonly limitCents: number
  readonly resetsAt: Date
}

/**
 * The first limit `amountCents` more would pass, or null when all allow it. Reaching a limit
 * exactly is allowed; one cent over is not.
 */
export const limitPassed = (
  kind: LimitKind,
  limits: PeriodLimits,
  totals: PeriodTotals,
  amountCents: number,
  now: Date,
): LimitReached | null => {
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period]
    if (limit !== null && totals[period] + amountCents > limit)
      return { _tag: 'LimitReached', kind, period, limitCents: limit, resetsAt: periodEnd(period, now) }
  }
  return null
}

const KIND_WORDS: Record<LimitKind, string> = { deposit: 'deposit', loss: 'loss' }

/** The refusal in one sentence: which limit, and when it resets. */
export const limitReachedMessage = (r: Pick<LimitReached, 'kind' | 'period' | 'limitCents' | 'resetsAt'>): string =>
  `This would pass your ${PERIOD_WORDS[r.period]} ${KIND_WORDS[r.kind]} limit of ${formatUsd(r.limitCents)}. It resets ${utcText(r.resetsAt)}.`
