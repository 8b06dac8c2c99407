import * as t from 'io-ts'
import { get } from './endpoint'
import { cents, nullable } from './wire'

const LevelWire = t.strict({
  rank: t.number,
  numeral: t.string,
  wagered_cents: cents,
  daily_withdrawal_limit_cents: cents,
  bonus_cents: cents,
})

/**
 * GET /vip (bearer): the player's own VIP level from their total wagered, the levels, the way to
 * the next, and today's withdrawal limit (docs/product/vip-and-referrals.md). Reading it pays the
 * bonus of any level reached and not paid yet (`paid_now`).
 */
export const ReadVipStatus = get('/vip', {
  response: t.strict({
    level: t.number,
    wagered_cents: cents,
    real_wagered_cents: cents,
    bonus_wagered_cents: cents,
    levels: t.readonlyArray(LevelWire),
    next_level: nullable(t.number),
    next_level_sentence: t.string,
    daily_withdrawal_limit_cents: cents,
    withdrawn_today_cents: cents,
    limit_resets_at: t.string,
    paid_now: t.readonlyArray(t.number),
  }),
})
