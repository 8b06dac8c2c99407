import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireText, type RawText } from '../shared/form-errors'

/** Trimmed: an optional plus, a first digit 1-9, then 1 to 14 more ASCII digits (E.164 length). */
export type PhoneNumber = string & { readonly _brand: 'PhoneNumber' }

export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/

export const PHONE_MESSAGES = {
  missing: 'Phone Number is required.',
  invalid: 'Invalid Phone Number format.',
} as const

export const parsePhoneNumber = (raw: RawText): E.Either<string, PhoneNumber> =>
  pipe(
    requireText(PHONE_MESSAGES.missing)(raw),
    E.flatMap((text) => (PHONE_PATTERN.test(text) ? E.right(text as PhoneNumber) : E.left(PHONE_MESSAGES.invalid))),
  )
