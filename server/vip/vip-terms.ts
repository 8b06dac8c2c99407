import type { PromotionSettings } from '../../src/contracts/promotions.contract'
import type { Kysely } from 'kysely'
import { numeralOf, type VipTerms } from '../../src/core/vip/vip-levels'
import type { Database } from '../db/database'
import type { PromotionSettingsStore } from '../promotions/promotion-settings'

/** The VIP setting (wire form) in the core rules' terms: the levels ranked I, II, III in order. */
export const vipTermsOf = (settings: Pick<PromotionSettings, 'vip'>): VipTerms => ({
  levels: settings.vip.levels.map((l, i) => ({
    rank: i + 1,
    numeral: numeralOf(i + 1),
    wageredCents: l.wagered_cents,
    dailyWithdrawalLimitCents: l.daily_withdrawal_limit_cents,
    bonusCents: l.bonus_cents,
  })),
  levelZeroLimitCents: settings.vip.level_zero_limit_cents,
  bonusWageringMultiple: settings.vip.bonus_wagering_multiple,
})

/** VIP terms (the environment's defaults) as the setting stores them. */
export const vipSettingOf = (terms: VipTerms): PromotionSettings['vip'] => ({
  levels: terms.levels.map((l) => ({
    wagered_cents: l.wageredCents,
    daily_withdrawal_limit_cents: l.dailyWithdrawalLimitCents,
    bonus_cents: l.bonusCents,
  })),
  level_zero_limit_cents: terms.levelZeroLimitCents,
  bonus_wagering_multiple: terms.bonusWageringMultiple,
})

/** The VIP terms in force, read through the caller's transaction when it has one (see PromotionSettingsStore.current). */
export const vipTermsIn = async (settings: Pick<PromotionSettingsStore, 'current'>, via?: Kysely<Database>): Promise<VipTerms> =>
  vipTermsOf(await settings.current(via))

/** The VIP terms in force read through `trx` now, not from the cache (see PromotionSettingsStore.within). */
export const vipTermsWithin = async (settings: Pick<PromotionSettingsStore, 'within'>, trx: Kysely<Database>): Promise<VipTerms> =>
  vipTermsOf(await settings.within(trx))
