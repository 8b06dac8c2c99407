import { DEFAULT_EXPIRY_DAYS } from '../../src/core/bonuses/bonus-grants.rules'
import { reachedLevels } from '../../src/core/vip/vip-status.rules'
import type { VipLevel, VipTerms } from '../../src/core/vip/vip-levels'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { promotionsAllowed } from '../safer-play/play-breaks'
import type { Ledger } from '../ledger/ledger.port'

/** A level's bonus is granted once per player and level, whatever the retries or concurrent reads. */
export const levelGrantKey = (userId: number, rank: number): string => `vip-level:${userId}:${rank}`

/**
 * Pays the bonus of every level the player's wagering has reached and that is not paid yet, each
 * its own grant (kind vip_level_bonus) in its own transaction. Run when the player reads their
 * level (GET /api/vip) and by the scheduled pass (vip-level-bonus.pass.ts), not on the bet path: a
 * bet costs no more round trips. Two payers at once pay once: the grant's ledger key is unique and
 * the second is a replay. `terms` are the VIP terms in force (the caller reads them once). Answers
 * the levels paid now.
 */
export const makePayLevelBonuses =
  (deps: { readonly db: Db; readonly ledger: Ledger; readonly clock: Clock; readonly expiryDays?: number }) =>
  async (userId: number, wageredCents: number, terms: VipTerms): Promise<readonly VipLevel[]> => {
    const reached = reachedLevels(terms.levels, wageredCents)
    if (reached.length === 0) return []
    const keys = reached.map((l) => levelGrantKey(userId, l.rank))
    const paid = new Set(
      (await deps.db.selectFrom('bonus_grants').select('grant_key').where('grant_key', 'in', keys).execute()).map((r) => r.grant_key),
    )
    const paidNow: VipLevel[] = []
    for (const level of reached) {
      const grantKey = levelGrantKey(userId, level.rank)
      if (paid.has(grantKey)) continue
      const granted = await deps.db.transaction().execute(async (trx) =>
        // A player on a break from play is paid no level bonus now; the level pays once the break is over.
        !(await promotionsAllowed(trx, userId, deps.clock.now()))
          ? null
          : deps.ledger.within(trx).grantBonus({
              userId,
              promotion: 'vip',
              grantKey,
              kind: 'vip_level_bonus',
              terms: {
                amountCents: level.bonusCents,
                wageringMultiple: terms.bonusWageringMultiple,
                expiryDays: deps.expiryDays ?? DEFAULT_EXPIRY_DAYS,
              },
            }),
      )
      if (granted !== null && !granted.replayed) paidNow.push(level)
    }
    return paidNow
  }

export type PayLevelBonuses = ReturnType<typeof makePayLevelBonuses>
