import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import {
  GetPromotionSettings,
  SetHappyHour,
  SetJoinPromotion,
  SetMissions,
  SetReferral,
  SetVipLevels,
  type MissionSetting,
} from '../../contracts/promotions.contract'
import { numeralOf } from '../../core/vip/vip-levels'
import type { MissionDefinition } from '../../core/bonuses/missions.rules'
import type { PromotionSettings, PromotionSettingsGateway } from '../../core/operator/promotions/promotion-settings.port'
import type { AnswerOf } from '../../contracts/endpoint'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

const missionOf = (m: t.TypeOf<typeof MissionSetting>): MissionDefinition => ({
  id: m.id,
  title: m.title,
  kind: m.kind,
  target: m.target,
  gameId: m.game_id,
  rewardCents: m.reward_cents,
  wageringMultiple: m.wagering_multiple,
})

const missionWire = (m: MissionDefinition): t.TypeOf<typeof MissionSetting> => ({
  id: m.id,
  title: m.title,
  kind: m.kind,
  target: m.target,
  game_id: m.gameId,
  reward_cents: m.rewardCents,
  wagering_multiple: m.wageringMultiple,
})

const settingsOf = (a: AnswerOf<typeof GetPromotionSettings>): PromotionSettings => ({
  join: { code: a.join.code, amountCents: a.join.amount_cents, wageringMultiple: a.join.wagering_multiple, expiryDays: a.join.expiry_days },
  missions: { daily: a.missions.daily.map(missionOf), weekly: a.missions.weekly.map(missionOf) },
  happyHour: {
    windows: a.happy_hour.windows.map((w) => ({ startMinute: w.start_minute, endMinute: w.end_minute })),
    boost: { percent: a.happy_hour.percent, capCents: a.happy_hour.cap_cents, wageringMultiple: a.happy_hour.wagering_multiple },
  },
  vip: {
    levels: a.vip.levels.map((l, i) => ({
      rank: i + 1,
      numeral: numeralOf(i + 1),
      wageredCents: l.wagered_cents,
      dailyWithdrawalLimitCents: l.daily_withdrawal_limit_cents,
      bonusCents: l.bonus_cents,
    })),
    levelZeroLimitCents: a.vip.level_zero_limit_cents,
    bonusWageringMultiple: a.vip.bonus_wagering_multiple,
  },
  referral: { commissionBps: a.referral.commission_bps, wageringMultiple: a.referral.wagering_multiple },
  gameNames: Object.fromEntries(a.games.map((g) => [g.game_id, g.name])),
  updated: a.updated.map((u) => ({ key: u.key, at: u.updated_at, by: u.updated_by })),
})

/** The console's promotions screen over GET/POST /operator/promotions. */
export const httpPromotionSettings = (http: HttpClient): PromotionSettingsGateway => {
  const call = callEndpoint(http)
  return {
    load: () => pipe(call(GetPromotionSettings, {}), TE.map(settingsOf)),
    save: (change, reason) => {
      switch (change.key) {
        case 'join': {
          const v = change.value
          const value = { code: v.code, amount_cents: v.amountCents, wagering_multiple: v.wageringMultiple, expiry_days: v.expiryDays }
          return pipe(call(SetJoinPromotion, { body: { value, reason } }), TE.map(settingsOf))
        }
        case 'missions': {
          const value = { daily: change.value.daily.map(missionWire), weekly: change.value.weekly.map(missionWire) }
          return pipe(call(SetMissions, { body: { value, reason } }), TE.map(settingsOf))
        }
        case 'happy_hour': {
          const v = change.value
          const value = {
            windows: v.windows.map((w) => ({ start_minute: w.startMinute, end_minute: w.endMinute })),
            percent: v.boost.percent,
            cap_cents: v.boost.capCents,
            wagering_multiple: v.boost.wageringMultiple,
          }
          return pipe(call(SetHappyHour, { body: { value, reason } }), TE.map(settingsOf))
        }
        case 'vip': {
          const v = change.value
          const value = {
            levels: v.levels.map((l) => ({
              wagered_cents: l.wageredCents,
              daily_withdrawal_limit_cents: l.dailyWithdrawalLimitCents,
              bonus_cents: l.bonusCents,
            })),
            level_zero_limit_cents: v.levelZeroLimitCents,
            bonus_wagering_multiple: v.bonusWageringMultiple,
          }
          return pipe(call(SetVipLevels, { body: { value, reason } }), TE.map(settingsOf))
        }
        case 'referral': {
          const value = { commission_bps: change.value.commissionBps, wagering_multiple: change.value.wageringMultiple }
          return pipe(call(SetReferral, { body: { value, reason } }), TE.map(settingsOf))
        }
      }
    },
  }
}
