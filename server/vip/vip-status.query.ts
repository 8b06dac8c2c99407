import type { Clock } from '../../src/core/shared/clock.port'
import { levelRank, nextLevel, nextLevelSentence } from '../../src/core/vip/vip-status.rules'
import type { Db } from '../db/database'
import { dailyWithdrawalLimit } from './daily-withdrawal-limit'
import type { PromotionSettingsStore } from '../promotions/promotion-settings'
import type { PayLevelBonuses } from './pay-level-bonuses'
import { playerWagered } from './player-wagered'
import { vipTermsIn } from './vip-terms'

/**
 * The player's VIP status from their own figures, after paying the bonus of any level reached and
 * not paid yet (a player's read is when a level bonus is paid: docs/product/vip-and-referrals.md).
 */
export const makeReadVipStatus = (deps: {
  readonly db: Db
  readonly clock: Clock
  readonly settings: Pick<PromotionSettingsStore, 'current'>
  readonly payLevelBonuses: PayLevelBonuses
}) => {
  return async (userId: number) => {
    const terms = await vipTermsIn(deps.settings)
    const wagered = await playerWagered(deps.db, userId)
    const total = wagered.realCents + wagered.bonusCents
    const paidNow = await deps.payLevelBonuses(userId, total, terms)
    // The terms read above, not a second read: the page's levels and its limit agree.
    const day = await dailyWithdrawalLimit(async () => terms)(deps.db, userId, deps.clock.now())
    const levels = terms.levels
    return {
      level: levelRank(levels, total),
      wagered_cents: total,
      real_wagered_cents: wagered.realCents,
      bonus_wagered_cents: wagered.bonusCents,
      levels: levels.map((l) => ({
        rank: l.rank,
        numeral: l.numeral,
        wagered_cents: l.wageredCents,
        daily_withdrawal_limit_cents: l.dailyWithdrawalLimitCents,
        bonus_cents: l.bonusCents,
      })),
      next_level: nextLevel(levels, total)?.rank ?? null,
      next_level_sentence: nextLevelSentence(levels, total),
      daily_withdrawal_limit_cents: day.limitCents,
      withdrawn_today_cents: day.withdrawnTodayCents,
      limit_resets_at: day.resetsAt.toISOString(),
      paid_now: paidNow.map((l) => l.rank),
    }
  }
}
