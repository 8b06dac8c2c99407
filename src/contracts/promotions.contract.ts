import * as t from 'io-ts'
import { get, post } from './endpoint'
import { GrantWire } from './bonuses.contract'
import { cents, closed, matching, Nothing, nullable, oneOf, text, wholeNumber } from './wire'
import { REASON_PATTERN } from '../core/operator/reason.rules'

/**
 * The operator's promotion settings, one codec per key of the settings store
 * (server/promotions/promotion-settings.ts): each key is validated on its own, so a new
 * promotion (VIP levels, a referral rate) is a new key and codec here, nothing else.
 */

const money = wholeNumber(1, 100_000_00)
const isMultiple = (u: unknown): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0 && u <= 1000
/** A wagering requirement as a multiple of the bonus: 0 to 1000, fractions allowed (0.3 in the e2e run). */
const multiple = new t.Type<number, number, unknown>(
  'a number from 0 to 1000',
  isMultiple,
  (u, c) => (isMultiple(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
)

export const JoinPromotionSetting = closed({
  code: matching(/^[A-Za-z0-9]{3,32}$/, 'letters and digits, 3 to 32 of them'),
  amount_cents: money,
  wagering_multiple: multiple,
  expiry_days: wholeNumber(1, 3650),
})

export const MissionSetting = closed({
  id: matching(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and dashes'),
  title: text(1, 60),
  kind: oneOf(['sign_in', 'wager_on_game', 'minutes_played']),
  target: wholeNumber(1, 100_000_00),
  game_id: nullable(text(1, 80)),
  reward_cents: money,
  wagering_multiple: multiple,
})

export const MissionsSetting = closed({
  daily: t.readonlyArray(MissionSetting),
  weekly: t.readonlyArray(MissionSetting),
})

export const HappyHourSetting = closed({
  windows: t.readonlyArray(closed({ start_minute: wholeNumber(0, 1439), end_minute: wholeNumber(0, 1439) })),
  percent: wholeNumber(1, 100),
  cap_cents: money,
  wagering_multiple: multiple,
})

/**
 * The VIP levels I to III and level 0's limit. The codec takes any amounts (the environment's
 * defaults may be a test's); src/core/vip/vip-settings.rules.ts says which an operator may set.
 */
export const VipSetting = closed({
  levels: t.readonlyArray(closed({ wagered_cents: cents, daily_withdrawal_limit_cents: cents, bonus_cents: cents })),
  level_zero_limit_cents: cents,
  bonus_wagering_multiple: multiple,
})

/** The referral commission: a share of net losses in basis points, and its bonus's requirement. */
export const ReferralSetting = closed({
  commission_bps: wholeNumber(0, 10_000),
  wagering_multiple: multiple,
})

/** Every key of the settings store and its codec. */
export const PROMOTION_SETTINGS = {
  join: JoinPromotionSetting,
  missions: MissionsSetting,
  happy_hour: HappyHourSetting,
  vip: VipSetting,
  referral: ReferralSetting,
} as const

export type PromotionKey = keyof typeof PROMOTION_SETTINGS
export type PromotionSettings = { readonly [K in PromotionKey]: t.TypeOf<(typeof PROMOTION_SETTINGS)[K]> }

const MissionWire = t.strict({
  id: t.string,
  title: t.string,
  kind: oneOf(['sign_in', 'wager_on_game', 'minutes_played']),
  game: nullable(t.strict({ game_id: t.string, name: t.string })),
  unit: oneOf(['steps', 'cents', 'seconds']),
  done: t.number,
  target: t.number,
  reward_cents: cents,
  complete: t.boolean,
  claimed: t.boolean,
  /** The mission's rule in one plain sentence. */
  rule: t.string,
})

const MissionListWire = t.strict({
  resets_at: t.string,
  rule: t.string,
  missions: t.readonlyArray(MissionWire),
})

/** GET /bonuses/missions (bearer): the player's daily and weekly missions with their own progress. */
export const ListMissions = get('/bonuses/missions', {
  response: t.strict({ daily: MissionListWire, weekly: MissionListWire }),
})

/** POST /bonuses/missions/{id}/claim (bearer): pays a completed mission's reward once per period. */
export const ClaimMission = post('/bonuses/missions/:id/claim', {
  params: closed({ id: matching(/^[a-z0-9-]{1,40}$/, 'a mission id') }),
  body: t.union([t.undefined, t.null, Nothing], 'nothing'),
  response: t.strict({ grant: GrantWire, message: t.string }),
})

/** GET /promotions (public): the join code and terms and the happy-hour windows and boost, each with its rule. */
export const GetPromotions = get('/promotions', {
  response: t.strict({
    join: t.strict({ code: t.string, amount_cents: cents, rule: t.string }),
    happy_hour: t.strict({
      windows: t.readonlyArray(t.strict({ start_minute: t.number, end_minute: t.number })),
      percent: t.number,
      cap_cents: cents,
      wagering_multiple: t.number,
      rule: t.string,
    }),
  }),
})

const settingsWire = t.strict({
  join: JoinPromotionSetting,
  missions: MissionsSetting,
  happy_hour: HappyHourSetting,
  vip: VipSetting,
  referral: ReferralSetting,
  /** The names of the games the missions name, so that the console says a game's name, not its id. */
  games: t.readonlyArray(t.strict({ game_id: t.string, name: t.string })),
  updated: t.readonlyArray(t.strict({ key: t.string, updated_at: t.string, updated_by: nullable(t.string) })),
})

/** GET /operator/promotions (manage_promotions): every promotion setting in force, and who changed each last. */
export const GetPromotionSettings = get('/operator/promotions', { response: settingsWire })

const Reason = matching(REASON_PATTERN, 'text of 3 to 500 characters')

/** POST /operator/promotions/{join,missions,happy_hour,vip,referral} (manage_promotions): replaces one key's setting, audited with the reason. */
export const SetJoinPromotion = post('/operator/promotions/join', {
  body: closed({ value: JoinPromotionSetting, reason: Reason }),
  response: settingsWire,
})
export const SetMissions = post('/operator/promotions/missions', {
  body: closed({ value: MissionsSetting, reason: Reason }),
  response: settingsWire,
})
export const SetHappyHour = post('/operator/promotions/happy_hour', {
  body: closed({ value: HappyHourSetting, reason: Reason }),
  response: settingsWire,
})
export const SetVipLevels = post('/operator/promotions/vip', {
  body: closed({ value: VipSetting, reason: Reason }),
  response: settingsWire,
})
export const SetReferral = post('/operator/promotions/referral', {
  body: closed({ value: ReferralSetting, reason: Reason }),
  response: settingsWire,
})
