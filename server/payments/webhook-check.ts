import * as E from 'fp-ts/Either'

/**
 * Why a webhook was not taken: not believed (every one answers 401 and moves nothing), or believed
 * but its payment could not be re-read yet (`RetryLater`: 503, so the provider sends it again; the
 * payment id is stored already, and the deposit sweep re-reads it meanwhile).
 */
export type WebhookRejection =
  | { readonly _tag: 'MissingHeaders' }
  | { readonly _tag: 'StaleTimestamp' }
  | { readonly _tag: 'BadSignature' }
  | { readonly _tag: 'NoSecret' }
  | { readonly _tag: 'RetryLater' }

export type WebhookCheck = E.Either<WebhookRejection, void>

export const webhookAccepted: WebhookCheck = E.right(undefined)
export const webhookRejected = (tag: WebhookRejection['_tag']): E.Either<WebhookRejection, never> => E.left({ _tag: tag })

/** A header's single value (Node joins repeated ones into an array). */
export const headerText = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0]
