import { saferPlayState } from '../safer-play/safer-play-state.query'
import { makeSetLimit } from '../safer-play/set-limit.use-case'
import { setRealityCheck } from '../safer-play/set-reality-check'
import type { RealityCheckMinutes } from '../../src/core/safer-play/reality-check.rules'
import type { AccountsArea } from './accounts.composition'
import { makeTakeBreak } from '../safer-play/take-break.use-case'
import type { Shared } from './server-base'

/** Safer play (issue 22): the player's limits as the tab reads them, and their changes. */
export function composeSaferPlay(
  shared: Shared,
  deps: { readonly accounts: AccountsArea; readonly endGameSessions: (userId: number) => Promise<void> },
) {
  const { db, clock } = shared
  // Only the browser tests shorten a minute, so a reality check interrupts a game within seconds.
  const minuteMs = Math.min(60_000, Math.max(1, Number(process.env.REALITY_CHECK_MINUTE_MS ?? 60_000) || 60_000))
  const { users, hasher, tokens } = deps.accounts
  return {
    takeBreak: makeTakeBreak({ db, clock, users, hasher, tokens, endGameSessions: deps.endGameSessions }),
    state: (userId: number) => saferPlayState(db, userId, clock.now(), minuteMs),
    setRealityCheck: (userId: number, minutes: RealityCheckMinutes) => setRealityCheck(db, userId, minutes),
    setLimit: makeSetLimit({ db, clock }),
  }
}

export type SaferPlayArea = ReturnType<typeof composeSaferPlay>
