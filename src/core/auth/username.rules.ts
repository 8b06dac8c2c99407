import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireText, type RawText } from '../shared/form-errors'

/** Trimmed ASCII letters and digits, case kept as typed. */
export type Username = string & { readonly _brand: 'Username' }

/**
 * ASCII only, on purpose: a username is a login identifier, and look-alike letters from other
 * scripts (Cyrillic "а" for Latin "a") would let one player pass for another.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9]+$/

export const USERNAME_MESSAGES = {
  missing: 'Username is required.',
  invalid: 'Username must contain only alphanumeric characters without spaces.',
} as const

export const asUsername = (raw: string): E.Either<'NotAUsername', Username> => {
  const text = raw.trim()
  return USERNAME_PATTERN.test(text) ? E.right(text as Username) : E.left('NotAUsername')
}

export const parseUsername = (raw: RawText): E.Either<string, Username> =>
  pipe(
    requireText(USERNAME_MESSAGES.missing)(raw),
    E.flatMap((text) =>
      pipe(
        asUsername(text),
        E.mapLeft(() => USERNAME_MESSAGES.invalid),
      ),
    ),
  )
