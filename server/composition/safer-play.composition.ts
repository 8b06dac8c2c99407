import { saferPlayState } from '../safer-play/safer-play-state.query'
import { makeSetLimit } from '../safer-play/set-limit.use-case'
import type { Shared } from './server-base'

/** Safer play (issue 22): the player's limits as the tab reads them, and their changes. */
export function composeSaferPlay(shared: Shared) {
  const { db, clock } = shared
  return {
    state: (userId: number) => saferPlayState(db, userId, clock.now()),
    setLimit: makeSetLimit({ db, clock }),
  }
}

export type SaferPlayArea = ReturnType<typeof composeSaferPlay>
