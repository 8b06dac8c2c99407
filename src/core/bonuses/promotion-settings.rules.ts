import type { MissionDefinition } from './missions.rules'
import type { HappyHourWindow } from './happy-hour.rules'

/** At most this many missions in each list, and happy-hour windows in a day. */
export const MAX_MISSIONS = 8
export const MAX_WINDOWS = 6

/** What is wrong with a mission list as the operator set it, in one sentence; null when it can be used. */
export function missionsProblem(daily: readonly MissionDefinition[], weekly: readonly MissionDefinition[]): string | null {
  if (daily.length > MAX_MISSIONS || weekly.length > MAX_MISSIONS) return `Each list holds at most ${MAX_MISSIONS} missions.`
  const ids = [...daily, ...weekly].map((m) => m.id)
  if (new Set(ids).size !== ids.length) return 'Each mission needs an id of its own across both lists.'
  for (const m of [...daily, ...weekly]) {
    if (m.kind === 'wager_on_game' && m.gameId === null) return `The mission "${m.title}" needs the game to wager on.`
    if (m.kind !== 'wager_on_game' && m.gameId !== null) return `The mission "${m.title}" names a game but does not count wagers.`
    if (m.kind === 'sign_in' && m.target > 7) return `The mission "${m.title}" asks for more sign-in days than a week has.`
  }
  return null
}

/** What is wrong with the happy-hour windows, in one sentence; null when they can be used. */
export function windowsProblem(windows: readonly HappyHourWindow[]): string | null {
  if (windows.length > MAX_WINDOWS) return `At most ${MAX_WINDOWS} happy-hour windows a day.`
  if (windows.some((w) => w.startMinute === w.endMinute)) return 'A happy-hour window must end at another time than it starts.'
  return null
}
