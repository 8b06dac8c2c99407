import { formatUsd } from '../shared/money'
import type { TaskProgress } from './bonus-task'

/**
 * Daily and weekly missions (docs/product/bonuses.md#missions): targets tracked from the player's
 * own play in a UTC period; a completed one is claimed once per period for a grant.
 */

export type MissionPeriod = 'daily' | 'weekly'

export type MissionKind = 'sign_in' | 'wager_on_game' | 'minutes_played'

/** One mission as the operator sets it. */
export interface MissionDefinition {
  /** Stable, part of the claim's key: 'daily-sign-in'. */
  readonly id: string
  readonly title: string
  readonly kind: MissionKind
  /** sign_in: days; wager_on_game: cents; minutes_played: minutes. */
  readonly target: number
  /** The catalogue's public game id, for wager_on_game only. */
  readonly gameId: string | null
  readonly rewardCents: number
  /** The reward's own wagering requirement, as a multiple of it. */
  readonly wageringMultiple: number
}

/** What the player did in the period, read from data already written (logins, ledger bets). */
export interface PlayFacts {
  /** Distinct UTC days with a sign-in. */
  readonly signInDays: number
  /** Net cents staked per game (bets less their rollbacks). */
  readonly wageredByGame: Readonly<Record<string, number>>
  /** Distinct minutes in which a round was played. */
  readonly minutesPlayed: number
}

const DAY_MS = 86_400_000

/** The period's first instant: 00:00 UTC of the day, or of the Monday of the week. */
export function periodStart(now: Date, period: MissionPeriod): Date {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  if (period === 'daily') return new Date(day)
  // 1970-01-01 was a Thursday: days since a Monday are (days + 3) mod 7.
  const sinceMonday = (Math.floor(day / DAY_MS) + 3) % 7
  return new Date(day - sinceMonday * DAY_MS)
}

/** The next period's first instant: when the missions reset. */
export const periodEnd = (now: Date, period: MissionPeriod): Date =>
  new Date(periodStart(now, period).getTime() + (period === 'daily' ? DAY_MS : 7 * DAY_MS))

/** The period's name in a claim key: the date of its first day ('2026-11-23'). */
export const periodKey = (now: Date, period: MissionPeriod): string => periodStart(now, period).toISOString().slice(0, 10)

/** A claim pays once per player, mission and period, whatever the retries. */
export const claimKey = (userId: number, missionId: string, now: Date, period: MissionPeriod): string =>
  `mission:${userId}:${missionId}:${periodKey(now, period)}`

/** How far a mission has come, in the units the list shows ("1/1", "$0.00/$100.00", "25:00/50:00"). */
export function missionProgress(m: MissionDefinition, facts: PlayFacts): TaskProgress {
  switch (m.kind) {
    case 'sign_in':
      return { unit: 'steps', done: Math.min(facts.signInDays, m.target), target: m.target }
    case 'wager_on_game':
      return { unit: 'cents', done: Math.max(0, (m.gameId && facts.wageredByGame[m.gameId]) || 0), target: m.target }
    case 'minutes_played':
      return { unit: 'seconds', done: facts.minutesPlayed * 60, target: m.target * 60 }
  }
}

export const isMissionComplete = (m: MissionDefinition, facts: PlayFacts): boolean => {
  const p = missionProgress(m, facts)
  return p.target > 0 && p.done >= p.target
}

/** The sentence the page shows for when a list resets. */
export const resetSentence = (period: MissionPeriod): string =>
  period === 'daily' ? 'Daily missions reset every day at 00:00 UTC.' : 'Weekly missions reset every Monday at 00:00 UTC.'

/** Each mission's rule in one plain sentence. */
export function missionSentence(m: MissionDefinition, gameName: string | null): string {
  const reward = `${formatUsd(m.rewardCents)} bonus (wager it ${m.wageringMultiple}× to make it withdrawable)`
  switch (m.kind) {
    case 'sign_in':
      return m.target === 1 ? `Sign in and claim a ${reward}.` : `Sign in on ${m.target} different days and claim a ${reward}.`
    case 'wager_on_game':
      return `Wager ${formatUsd(m.target)} on ${gameName ?? 'the named game'} and claim a ${reward}.`
    case 'minutes_played':
      return `Play a round in each of ${m.target} different minutes and claim a ${reward}.`
  }
}

export const MISSION_NOT_FINISHED = 'This mission is not complete yet: finish it first, then claim it.'
export const MISSION_CLAIMED = 'Mission reward claimed: it is in your bonus balance.'
