import * as t from 'io-ts'
import { get, post } from './endpoint'
import { closed, Nothing, nullable, text, wholeNumber } from './wire'

/** Two-factor sign-in as the Safer play tab shows it: on or off, and how many recovery codes are left. */
export const TwoFactorStatus = t.strict({ on: t.boolean, recovery_codes_left: wholeNumber(0, 100) })

/** GET /two-factor (bearer). */
export const GetTwoFactor = get('/two-factor', { response: TwoFactorStatus })

/**
 * POST /two-factor/enrolment (bearer): a new secret, for the authenticator app as a QR code (`uri`)
 * or typed (`secret`); 409 while two-factor sign-in is on. Never shown again once confirmed.
 */
export const BeginTwoFactor = post('/two-factor/enrolment', {
  body: nullable(Nothing),
  response: t.strict({ secret: text(16, 128), uri: text(1, 512) }),
})

/**
 * POST /two-factor/confirmation (bearer): the password and the first code turn it on (the password,
 * so a stolen session cannot lock its player out); answers the ten recovery codes, shown this once.
 */
export const ConfirmTwoFactor = post('/two-factor/confirmation', {
  body: closed({ code: text(0, 32), password: text(0, 256) }),
  response: t.strict({ message: t.string, recovery_codes: t.readonlyArray(t.string) }),
})

/** POST /two-factor/removal (bearer): turns it off with the password and a code (or a recovery code); 401 if either is wrong. */
export const TurnOffTwoFactor = post('/two-factor/removal', {
  body: closed({ password: text(1, 256), code: text(0, 32) }),
  response: t.strict({ message: t.string }),
})
