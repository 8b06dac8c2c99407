import { saferPlayState } from '../safer-play/safer-play-state.query'
import { makeSetLimit } from '../safer-play/set-limit.use-case'
import type { AccountsArea } from './accounts.composition'
import { makeTakeBreak } from '../safer-play/take-break.use-case'
import type { Shared } from './server-base'

/** Safer play (issue 22): the player's limits as the tab reads them, and their changes. */
export function composeSaferPlay(
  shared: Shared,
  deps: { readonly accounts: AccountsArea; readonly endGameSessions: (userId: number) => Promise<void> },
) {
  const { db, clock } = shared
  const { users, hasher, tokens } = deps.accounts
  return {
    takeBreak: makeTakeBreak({ db, clock, users, hasher, tokens, endGameSessions: deps.endGameSessions }),
    state: (userId: number) => saferPlayState(db, userId, clock.now()),
    setLimit: makeSetLimit({ db, clock }),
  }
}

export type SaferPlayArea = ReturnType<typeof composeSaferPlay>
