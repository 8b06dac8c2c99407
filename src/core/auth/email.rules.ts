import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireText, type RawText } from '../shared/form-errors'

/** A trimmed, lower-cased address that matched EMAIL_PATTERN. */
export type Email = string & { readonly _brand: 'Email' }

/**
 * The one address shape of login, sign up and profile: a dot-atom local part (RFC 5322 atext),
 * then dot-separated host labels of letters, digits and inner hyphens, then a TLD of two or
 * more letters. No spaces, no quoted local parts, no IP-literal or internationalised domains:
 * rare enough that refusing them beats accepting junk the mail provider will bounce.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/** Lower-casing the local part is not RFC-strict, but no mainstream provider is case-sensitive. */
export const asEmail = (raw: string): E.Either<'NotAnEmail', Email> => {
  const text = raw.trim()
  return EMAIL_PATTERN.test(text) ? E.right(text.toLowerCase() as Email) : E.left('NotAnEmail')
}

interface EmailMessages {
  readonly missing: string
  readonly invalid: string
}

export const parseEmailField =
  (messages: EmailMessages) =>
  (raw: RawText): E.Either<string, Email> =>
    pipe(
      requireText(messages.missing)(raw),
      E.flatMap((text) =>
        pipe(
          asEmail(text),
          E.mapLeft(() => messages.invalid),
        ),
      ),
    )
