import * as t from 'io-ts'
import { post } from './endpoint'
import type { FieldNames } from './field-names'
import { closed, Nothing, nullable, text } from './wire'

/**
 * Sign-up, log-in and log-out (docs/product/api-calls.md#accounts). Every form field is optional
 * and may be null here on purpose: presence and shape are the shared rules' job, so a missing
 * field gets the form's own message ('Email is required.'); the contract bounds types and sizes.
 */

const field = (max: number) => nullable(text(0, max))

const Session = t.strict({
  token: text(1, 512),
  user: t.strict({
    id: t.number,
    name: t.string,
    username: t.string,
    email: t.string,
    roles: t.readonlyArray(t.string),
    permissions: t.readonlyArray(t.string),
  }),
})

/** The sign-up form's fields by the core's names (sign-up.rules.ts), where the wire's differ. */
export const REGISTER_FIELDS = { promo_code: 'promoCode', password_confirmation: 'passwordConfirmation' } as const satisfies FieldNames

/** Answers 201 with the new player's session and which promotion its code applied (null: none). */
export const Register = post('/register', {
  body: closed(
    {},
    {
      name: field(100),
      username: field(50),
      promo_code: field(50),
      email: field(254),
      password: field(256),
      password_confirmation: field(256),
      /** The referral link's `ref` (a player's id), attributed quietly or not at all. */
      ref: field(32),
    },
  ),
  response: t.intersection([Session, t.partial({ promotion: t.union([t.null, t.strict({ name: t.string, message: t.string })]) })]),
})

/** With two-factor sign-in on, the password step answers this, right password or wrong (docs/product/safer-play.md). */
const CodeNeeded = t.strict({ code_needed: t.literal(true), challenge: text(1, 64) })

/** `email` holds an email or a username. Answers a session, or the code step when two-factor sign-in is on. */
export const Login = post('/login', {
  body: closed({}, { email: field(254), password: field(256) }),
  response: t.union([Session, CodeNeeded]),
})

/**
 * The code step: the password step's `challenge` and a 6-digit code or a recovery code. Answers
 * a session; 401 to a wrong password, a wrong or used code and an expired step alike.
 */
export const LoginCode = post('/login/code', {
  body: closed({ challenge: text(1, 64) }, { code: field(32) }),
  response: Session,
})

/** Revokes the bearer token the call carries. */
export const Logout = post('/logout', {
  body: nullable(Nothing),
  response: t.strict({ message: t.string }),
})
