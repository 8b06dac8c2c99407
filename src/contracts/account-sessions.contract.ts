import * as t from 'io-ts'
import { get, post } from './endpoint'
import { closed, digits, Nothing, nullable, text } from './wire'

/** One live sign-in of the player, as the account activity lists it (docs/product/safer-play.md#account-activity). */
export const AccountSessionWire = t.strict({
  id: t.number,
  /** The browser and system in words ("Chrome on Windows"), read by the server from the User-Agent. */
  device: text(1, 100),
  /** The address it signed in from; null: not known (signed in before addresses were kept). */
  address: nullable(t.string),
  /** ISO times. `last_used_at` is to the minute; null: not used since it started. */
  started_at: t.string,
  last_used_at: nullable(t.string),
  /** The sign-in this request came with: ending it signs this browser out. */
  current: t.boolean,
})

/** GET /account/sessions (bearer): the player's own live sign-ins, newest first. */
export const ListAccountSessions = get('/account/sessions', {
  response: t.strict({ sessions: t.readonlyArray(AccountSessionWire) }),
})

/** POST /account/sessions/:id/end (bearer): ends one of the player's own sign-ins at once; 404 for any other. */
export const EndAccountSession = post('/account/sessions/:id/end', {
  params: closed({ id: digits(15, 1) }),
  body: t.union([t.undefined, t.null, Nothing], 'nothing'),
  response: t.strict({ message: t.string, signed_out: t.boolean }),
})
