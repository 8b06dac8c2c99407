import * as E from 'fp-ts/Either'
import { characterCount } from '../../src/core/auth/password.rules'

/** Operators' passwords open the money: longer than a player's, and never the one-time one again. */
export const OPERATOR_PASSWORD_MIN = 12

export const OPERATOR_PASSWORD_MESSAGES = {
  required: 'Choose your own password: the one-time password works only once.',
  weak: `Your password must have at least ${OPERATOR_PASSWORD_MIN} characters, with letters and numbers, and no spaces.`,
  same: 'Choose a password other than the one-time password.',
} as const

export function parseOperatorPassword(raw: string | undefined, oneTime: string): E.Either<string, string> {
  if (raw === undefined || raw === '') return E.left(OPERATOR_PASSWORD_MESSAGES.required)
  if (characterCount(raw) < OPERATOR_PASSWORD_MIN || !/\p{L}/u.test(raw) || !/\p{Nd}/u.test(raw) || /\s/u.test(raw))
    return E.left(OPERATOR_PASSWORD_MESSAGES.weak)
  return raw === oneTime ? E.left(OPERATOR_PASSWORD_MESSAGES.same) : E.right(raw)
}
