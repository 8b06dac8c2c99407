import { makePayLevelBonuses } from '../vip/pay-level-bonuses'
import { makeReadVipStatus } from '../vip/vip-status.query'
import { makePayLevelBonusesPass } from '../vip/vip-level-bonus.pass'
import type { Shared } from './server-base'

/**
 * VIP levels: the player's status (which pays a reached level's bonus) from their own wagering,
 * and the scheduled pass that pays the players who never read it. Terms: the operator's setting.
 */
export function composeVip(shared: Shared) {
  const { db, ledger, clock, config, promotions } = shared
  const payLevelBonuses = makePayLevelBonuses({ db, ledger, clock, expiryDays: config.bonuses.joinTerms.expiryDays })
  return {
    payLevelBonuses,
    readStatus: makeReadVipStatus({ db, clock, settings: promotions, payLevelBonuses }),
    payReachedLevels: makePayLevelBonusesPass({ db, clock, settings: promotions, payLevelBonuses }),
    levelBonusEveryMs: config.vip.passEveryMs,
  }
}

export type VipArea = ReturnType<typeof composeVip>
