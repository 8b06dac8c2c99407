import * as t from 'io-ts'
import { get } from './endpoint'
import { cents } from './wire'

/**
 * GET /affiliates (bearer): the players who joined through the signed-in player's link, newest
 * first, with their names masked, and the commission rule (docs/product/vip-and-referrals.md).
 */
export const ListAffiliates = get('/affiliates', {
  response: t.strict({
    commission_sentence: t.string,
    players: t.readonlyArray(
      t.strict({
        name: t.string,
        joined_at: t.string,
        wagered_cents: cents,
        commission_cents: cents,
      }),
    ),
  }),
})
