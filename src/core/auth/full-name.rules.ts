import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireText, type RawText } from '../shared/form-errors'

/** Trimmed, NFC-normalised words of letters separated by single spaces. */
export type FullName = string & { readonly _brand: 'FullName' }

export const FULL_NAME_MESSAGES = {
  missing: 'Full name is required.',
  invalid: 'Full name must contain only letters and spaces, no numbers.',
} as const

// Letters of any script; a letter may carry combining marks, which Thai or Devanagari names need.
const FULL_NAME_PATTERN = /^(?:\p{L}\p{M}*)+(?: (?:\p{L}\p{M}*)+)*$/u

export const parseFullName = (raw: RawText): E.Either<string, FullName> =>
  pipe(
    requireText(FULL_NAME_MESSAGES.missing)(raw),
    E.map((text) => text.normalize('NFC')),
    E.flatMap((text) => (FULL_NAME_PATTERN.test(text) ? E.right(text as FullName) : E.left(FULL_NAME_MESSAGES.invalid))),
  )
