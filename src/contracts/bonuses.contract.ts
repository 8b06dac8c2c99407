import * as t from 'io-ts'
import { get } from './endpoint'
import { cents, nullable, oneOf } from './wire'

/** One bonus grant as the player's bonus page and the console read it (docs/product/bonuses.md). */
export const GrantWire = t.strict({
  id: t.number,
  promotion: t.string,
  amount_cents: cents,
  requirement_cents: cents,
  wagered_cents: cents,
  state: oneOf(['active', 'released', 'forfeited', 'expired']),
  granted_at: t.string,
  expires_at: t.string,
  /** What the release paid, or the forfeit or expiry took; null while active. */
  settled_cents: nullable(cents),
  /** The grant's terms in one plain sentence. */
  terms: t.string,
})

/** GET /bonuses (bearer): the player's grants, newest first, and what a withdrawal now would forfeit. */
export const ListBonusGrants = get('/bonuses', {
  response: t.strict({ grants: t.readonlyArray(GrantWire), forfeit_cents: cents }),
})
