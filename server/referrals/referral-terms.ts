import type { Kysely } from 'kysely'
import type { ReferralTerms } from '../../src/core/affiliates/referral-settings.rules'
import type { PromotionSettings } from '../../src/contracts/promotions.contract'
import type { Database } from '../db/database'
import type { PromotionSettingsStore } from '../promotions/promotion-settings'

/** The referral setting (wire form) in the core rules' terms. */
export const referralTermsOf = (settings: Pick<PromotionSettings, 'referral'>): ReferralTerms => ({
  commissionBps: settings.referral.commission_bps,
  wageringMultiple: settings.referral.wagering_multiple,
})

/** The referral terms in force: the operator's setting, or the environment's default rate. */
export const referralTermsIn = async (settings: Pick<PromotionSettingsStore, 'current'>, via?: Kysely<Database>): Promise<ReferralTerms> =>
  referralTermsOf(await settings.current(via))
