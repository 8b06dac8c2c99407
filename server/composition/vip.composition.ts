import { makePayLevelBonuses } from '../vip/pay-level-bonuses'
import { makeReadVipStatus } from '../vip/vip-status.query'
import type { Shared } from './server-base'

/** VIP levels: the player's status (which pays a reached level's bonus) from their own wagering. */
export function composeVip(shared: Shared) {
  const { db, ledger, clock, config } = shared
  const payLevelBonuses = makePayLevelBonuses({ db, ledger, config: config.vip, expiryDays: config.bonuses.joinTerms.expiryDays })
  return { payLevelBonuses, readStatus: makeReadVipStatus({ db, clock, config: config.vip, payLevelBonuses }) }
}

export type VipArea = ReturnType<typeof composeVip>
