import type { PromotionSettings } from '../../src/contracts/promotions.contract'
import { DEFAULT_REFERRAL_WAGERING_MULTIPLE } from '../../src/core/affiliates/referral-settings.rules'
import type { BonusesConfig } from '../bonuses/bonuses-config'
import type { ReferralsConfig } from '../referrals/referrals-config'
import type { VipConfig } from '../vip/vip-config'
import { vipSettingOf } from '../vip/vip-terms'

/**
 * What each promotion is until an operator sets it: the join bonus from the environment
 * (JOIN_PROMO_CODE, JOIN_BONUS_CENTS, …), happy hour's windows too (HAPPY_HOUR_WINDOWS), the VIP
 * levels (VIP_*) and the referral rate (REFERRAL_COMMISSION_BPS), the rest as below.
 */
export const defaultPromotions = ({
  bonuses,
  vip,
  referrals,
}: {
  readonly bonuses: BonusesConfig
  readonly vip: VipConfig
  readonly referrals: ReferralsConfig
}): PromotionSettings => ({
  join: {
    code: bonuses.joinCode,
    amount_cents: bonuses.joinTerms.amountCents,
    wagering_multiple: bonuses.joinTerms.wageringMultiple,
    expiry_days: bonuses.joinTerms.expiryDays,
  },
  missions: {
    daily: [
      { id: 'daily-sign-in', title: 'Login for 1 Day', kind: 'sign_in', target: 1, game_id: null, reward_cents: 100, wagering_multiple: 5 },
      {
        id: 'daily-chilli-fiesta',
        title: 'Chilli Fiesta',
        kind: 'wager_on_game',
        target: 10_000,
        game_id: 'cf-slots-chilli-fiesta',
        reward_cents: 200,
        wagering_multiple: 5,
      },
      {
        id: 'daily-gold-rush',
        title: 'Gold Rush',
        kind: 'wager_on_game',
        target: 10_000,
        game_id: 'cf-slots-gold-rush',
        reward_cents: 200,
        wagering_multiple: 5,
      },
      {
        id: 'daily-minutes',
        title: '50 min of play',
        kind: 'minutes_played',
        target: 50,
        game_id: null,
        reward_cents: 200,
        wagering_multiple: 5,
      },
    ],
    weekly: [
      {
        id: 'weekly-sign-in',
        title: 'Login on 3 Days',
        kind: 'sign_in',
        target: 3,
        game_id: null,
        reward_cents: 500,
        wagering_multiple: 5,
      },
      {
        id: 'weekly-chilli-fiesta',
        title: 'Chilli Fiesta',
        kind: 'wager_on_game',
        target: 50_000,
        game_id: 'cf-slots-chilli-fiesta',
        reward_cents: 1000,
        wagering_multiple: 5,
      },
      {
        id: 'weekly-gold-rush',
        title: 'Gold Rush',
        kind: 'wager_on_game',
        target: 50_000,
        game_id: 'cf-slots-gold-rush',
        reward_cents: 1000,
        wagering_multiple: 5,
      },
      {
        id: 'weekly-minutes',
        title: '250 min of play',
        kind: 'minutes_played',
        target: 250,
        game_id: null,
        reward_cents: 1000,
        wagering_multiple: 5,
      },
    ],
  },
  happy_hour: { windows: bonuses.happyHourWindows, percent: 20, cap_cents: 5000, wagering_multiple: 10 },
  vip: vipSettingOf(vip),
  referral: { commission_bps: referrals.commissionBps, wagering_multiple: DEFAULT_REFERRAL_WAGERING_MULTIPLE },
})
