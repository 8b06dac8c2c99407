import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { PromotionSettingsStore } from '../promotions/promotion-settings'
import type { ScheduledPass } from '../scheduling/scheduled-pass'
import type { PayLevelBonuses } from './pay-level-bonuses'
import { vipTermsIn } from './vip-terms'

/** Players paid per pass at most; the next pass takes the rest. */
const BATCH = 200

/**
 * Pays the level bonuses of players who reached a level and never read it (a player's own read
 * of GET /api/vip pays it too, whichever comes first). It looks for players whose total wagered
 * reaches a level whose grant (`vip-level:<player>:<rank>`) does not exist, skipping players on a
 * break (they are paid once it is over, and would otherwise fill every batch), and pays each
 * through the same payLevelBonuses as the read: run twice, or beside the player's read, a level
 * is paid once because its grant's key is unique. Answers how many players were paid now.
 */
export const makePayLevelBonusesPass =
  (deps: {
    readonly db: Db
    readonly clock: Clock
    readonly settings: Pick<PromotionSettingsStore, 'current'>
    readonly payLevelBonuses: PayLevelBonuses
  }) =>
  async (): Promise<number> => {
    const terms = await vipTermsIn(deps.settings)
    if (terms.levels.length === 0) return 0
    const now = deps.clock.now()
    const lowest = Math.min(...terms.levels.map((l) => l.wageredCents))
    const levels = sql.join(terms.levels.map((l) => sql`(${l.rank}::int, ${l.wageredCents}::bigint)`))
    const { rows } = await sql<{ user_id: number; wagered: string | number }>`
      select w.user_id, w.wagered
      from (
        select a.user_id, sum(a.wagered_cents) as wagered
        from ledger_accounts as a
        where a.user_id is not null
        group by a.user_id
        having sum(a.wagered_cents) >= ${lowest}
      ) as w
      where exists (
        select 1 from (values ${levels}) as l(rank, wagered)
        where w.wagered >= l.wagered
          and not exists (select 1 from bonus_grants as g where g.grant_key = 'vip-level:' || w.user_id || ':' || l.rank)
      )
      and not exists (
        select 1 from play_breaks as b where b.user_id = w.user_id and (b.ends_at is null or b.ends_at > ${now})
      )
      order by w.user_id
      limit ${BATCH}
    `.execute(deps.db)
    let paid = 0
    for (const row of rows) {
      const paidNow = await deps.payLevelBonuses(Number(row.user_id), Number(row.wagered), terms)
      if (paidNow.length > 0) paid += 1
    }
    return paid
  }

export const vipLevelBonusPass = (deps: {
  readonly payReachedLevels: () => Promise<number>
  readonly everyMs: number
  readonly log: FastifyBaseLogger
}): ScheduledPass => ({
  name: 'vip-level-bonuses',
  everyMs: deps.everyMs,
  run: async () => {
    const paid = await deps.payReachedLevels()
    if (paid > 0) deps.log.info({ paid }, 'VIP level bonuses paid')
  },
})
