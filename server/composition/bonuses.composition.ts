import { makeExpireGrants } from '../bonuses/expire-grants'
import { forfeitPreview, playerGrants } from '../bonuses/player-grants.query'
import type { Shared } from './server-base'

/** Bonus grants as the player and the console read them, and their expiry. */
export function composeBonuses(shared: Shared) {
  const { db, ledger, clock } = shared
  return {
    grantsOf: (userId: number) => playerGrants(db, userId),
    forfeitPreview: (userId: number) => forfeitPreview(db, userId),
    expireGrants: makeExpireGrants({ db, ledger, clock }),
    expiryEveryMs: shared.config.bonuses.expiryEveryMs,
  }
}

export type BonusesArea = ReturnType<typeof composeBonuses>
