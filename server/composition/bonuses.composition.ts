import { makeExpireGrants } from '../bonuses/expire-grants'
import { forfeitPreview, playerGrants } from '../bonuses/player-grants.query'
import type { Shared } from './server-base'
import { makeMissions } from '../promotions/missions'

/** Bonus grants as the player and the console read them, and their expiry. */
export function composeBonuses(shared: Shared) {
  const { db, ledger, clock } = shared
  return {
    db,
    grantsOf: (userId: number) => playerGrants(db, userId),
    forfeitPreview: (userId: number) => forfeitPreview(db, userId),
    expireGrants: makeExpireGrants({ db, ledger, clock }),
    expiryEveryMs: shared.config.bonuses.expiryEveryMs,
    missions: makeMissions({ db, ledger, clock, settings: shared.promotions }),
    promotions: shared.promotions,
  }
}

export type BonusesArea = ReturnType<typeof composeBonuses>
