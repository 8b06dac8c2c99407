import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import type { ScheduledPass } from '../scheduling/scheduled-pass'

/** Grants expired per pass at most; the next pass takes the rest. */
const BATCH = 200

/**
 * Expires every active grant whose date has come (at its very second: expires_at <= now), each in
 * a transaction of its own: what is left of it goes back to the house (bonus_expiry). A grant
 * settled meanwhile, or by a pass running alongside, is skipped: nothing moves twice. Answers how
 * many this run expired.
 */
export const makeExpireGrants =
  (deps: { readonly db: Db; readonly ledger: Ledger; readonly clock: Clock }) => async (): Promise<number> => {
    const due = await deps.db
      .selectFrom('bonus_grants')
      .select('id')
      .where('state', '=', 'active')
      .where('expires_at', '<=', deps.clock.now())
      .orderBy('expires_at')
      .limit(BATCH)
      .execute()
    let expired = 0
    for (const g of due) {
      const moved = await deps.db.transaction().execute((trx) => deps.ledger.within(trx).settleGrant(g.id, 'expired'))
      if (moved !== null) expired += 1
    }
    return expired
  }

export const bonusExpiryPass = (deps: {
  readonly expireGrants: () => Promise<number>
  readonly everyMs: number
  readonly log: FastifyBaseLogger
}): ScheduledPass => ({
  name: 'bonus-expiry',
  everyMs: deps.everyMs,
  run: async () => {
    const expired = await deps.expireGrants()
    if (expired > 0) deps.log.info({ expired }, 'bonus grants expired')
  },
})
