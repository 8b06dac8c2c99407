import * as E from 'fp-ts/Either'
import type { RawText } from '../shared/form-errors'

/**
 * Two-factor sign-in for players (docs/product/safer-play.md#two-factor-sign-in): a 6-digit code
 * from an authenticator app (TOTP) after the password, or one of ten single-use recovery codes.
 */

/** The one sentence the Safer play tab says about it. */
export const TWO_FACTOR_SENTENCE =
  'With two-factor sign-in on, signing in and asking for a withdrawal need your password and the 6-digit code your authenticator app shows.'

export const RECOVERY_CODE_COUNT = 10

/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is not misread. */
export const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
/** 12 characters of 5 bits: 60 random bits, far past guessing within any rate limit. */
export const RECOVERY_CODE_LENGTH = 12

/** How long the code step of a sign-in stays open after the password step. */
export const SIGN_IN_CHALLENGE_MS = 5 * 60_000

export const TWO_FACTOR_MESSAGES = {
  codeMissing: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeWrong: 'That code is not right. Codes work once: enter the code your app shows now.',
  /** Sign-in's one answer to a wrong password, a wrong code, a used code or an expired step. */
  signInFailed: 'The password or the code is not right. Enter your password again, then a new code.',
  passwordWrong: 'The password or the code is not right.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app to sign in.',
  enrolled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only this once.',
  disabled: 'Two-factor sign-in is off.',
} as const

/** What a player typed as a second factor: a TOTP code, or a recovery code (normalised). */
export type SecondFactor = { readonly _tag: 'Totp'; readonly code: string } | { readonly _tag: 'Recovery'; readonly code: string }

/** A recovery code as stored and compared: lower case, no spaces or dashes, look-alikes mapped. */
export const normaliseRecoveryCode = (raw: string): string =>
  raw.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1')

/** "abcd-efgh-jkmn": how a recovery code is shown, in groups of four. */
export const showRecoveryCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code

/** A recovery code from RECOVERY_CODE_LENGTH random numbers (each taken modulo 32: 5 bits). */
export const recoveryCodeOf = (randoms: readonly number[]): string => randoms.map((n) => RECOVERY_ALPHABET[n & 31]).join('')

const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`)

/** Six digits (spaces allowed, as apps show "123 456") or a recovery code; anything else is refused. */
export const parseSecondFactor = (raw: RawText): E.Either<string, SecondFactor> => {
  const text = (raw ?? '').trim()
  if (text === '') return E.left(TWO_FACTOR_MESSAGES.codeMissing)
  const digits = text.replace(/\s/g, '')
  if (/^\d{6}$/.test(digits)) return E.right({ _tag: 'Totp', code: digits })
  const recovery = normaliseRecoveryCode(text)
  if (RECOVERY_PATTERN.test(recovery)) return E.right({ _tag: 'Recovery', code: recovery })
  return E.left(TWO_FACTOR_MESSAGES.codeWrong)
}

/** Only a TOTP code: confirming an enrolment proves the app holds the secret. */
export const parseTotpCode = (raw: RawText): E.Either<string, string> => {
  const digits = (raw ?? '').replace(/\s/g, '')
  if (digits === '') return E.left('Enter the 6-digit code from your authenticator app.')
  return /^\d{6}$/.test(digits) ? E.right(digits) : E.left('The code is the 6 digits your authenticator app shows.')
}
