import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import { formatUsd } from '../shared/money'
import { PERIOD_WORDS, type LimitPeriod } from './limit-periods.rules'
import type { BreakChoice } from './exclusion.rules'
import type { RealityCheckMinutes } from './reality-check.rules'
import type { LimitKind } from './limits.rules'
import { utcText } from '../shared/date-text'

/** One limit as the Safer play tab shows it. */
export interface LimitView {
  readonly kind: LimitKind
  readonly period: LimitPeriod
  readonly cents: number | null
  readonly nextCents: number | null
  readonly nextAt: string | null
  readonly usedCents: number
  readonly resetsAt: string
}

export interface SaferPlayState {
  readonly limits: readonly LimitView[]
  readonly realityCheckMinutes: RealityCheckMinutes
  /** How long a minute of the reality check lasts: 60000, shorter only in browser tests. */
  readonly minuteMs: number
}

export interface LimitChange {
  readonly kind: LimitKind
  readonly period: LimitPeriod
  /** Dollars as typed; empty removes the limit. */
  readonly amount: string
}

/** The signed-in player's own safer-play settings. */
export interface SaferPlay {
  readonly load: () => TE.TaskEither<GatewayError, SaferPlayState>
  readonly setLimit: (change: LimitChange) => TE.TaskEither<GatewayError, { readonly message: string; readonly state: SaferPlayState }>
  readonly setRealityCheck: (
    minutes: RealityCheckMinutes,
  ) => TE.TaskEither<GatewayError, { readonly message: string; readonly state: SaferPlayState }>
  /** A cool-off or self-exclusion; answers what sign-in will say. Every sign-in of the player ends. */
  readonly takeBreak: (choice: BreakChoice, password: string) => TE.TaskEither<GatewayError, string>
}

const KIND_NAMES: Record<LimitKind, string> = { deposit: 'deposit', loss: 'loss' }

/** "Daily deposit limit". */
export const limitName = (kind: LimitKind, period: LimitPeriod): string => {
  const words = `${PERIOD_WORDS[period]} ${KIND_NAMES[kind]} limit`
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The limit's state in plain words: what is in force, what is used, when it resets, what is waiting. */
export const limitStatus = (l: LimitView): string => {
  const used = l.kind === 'loss' ? `Net loss so far ${formatUsd(Math.max(l.usedCents, 0))}` : `Deposited so far ${formatUsd(l.usedCents)}`
  const now = l.cents === null ? 'No limit.' : `Limit ${formatUsd(l.cents)}. ${used}; it resets ${utcText(l.resetsAt)}.`
  if (l.nextAt === null) return now
  const next = l.nextCents === null ? 'no limit' : formatUsd(l.nextCents)
  return `${now} Becomes ${next} on ${utcText(l.nextAt)}.`
}
