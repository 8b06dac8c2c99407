import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireSecret, type RawText } from '../shared/form-errors'

/** A password that passed its form's strength rule; kept exactly as typed, never trimmed. */
export type Password = string & { readonly _brand: 'Password' }

export const SIGN_UP_PASSWORD_MIN = 6

export const PASSWORD_MESSAGES = {
  missing: 'Password is required.',
  weak: 'Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.',
  confirmMissing: 'Confirm password is required.',
  mismatch: 'Passwords do not match.',
} as const

/** Length in code points, so an emoji or an astral letter counts as one character. */
export const characterCount = (text: string): number => [...text].length

// The message mentions symbols, but the rule only asks for a letter and a digit.
const isStrongEnough = (text: string): boolean =>
  characterCount(text) >= SIGN_UP_PASSWORD_MIN && /\p{L}/u.test(text) && /\p{Nd}/u.test(text) && !/\s/u.test(text)

export const parseSignUpPassword = (raw: RawText): E.Either<string, Password> =>
  pipe(
    requireSecret(PASSWORD_MESSAGES.missing)(raw),
    E.flatMap((text) => (isStrongEnough(text) ? E.right(text as Password) : E.left(PASSWORD_MESSAGES.weak))),
  )

/** The confirmation must equal the password exactly, whatever the password's own verdict. */
export const parseConfirmation =
  (password: RawText) =>
  (raw: RawText): E.Either<string, string> =>
    pipe(
      requireSecret(PASSWORD_MESSAGES.confirmMissing)(raw),
      E.flatMap((text) => (text === (password ?? '') ? E.right(text) : E.left(PASSWORD_MESSAGES.mismatch))),
    )
