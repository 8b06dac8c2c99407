/** Why a webhook was not believed; every one answers 401 and moves nothing. */
export type WebhookRejection = 'MissingHeaders' | 'StaleTimestamp' | 'BadSignature' | 'NoSecret'

export type WebhookRejected = { readonly ok: false; readonly reason: WebhookRejection }

export type WebhookCheck = { readonly ok: true } | WebhookRejected

export const webhookAccepted: WebhookCheck = { ok: true }
export const webhookRejected = (reason: WebhookRejection): WebhookRejected => ({ ok: false, reason })

/** A header's single value (Node joins repeated ones into an array). */
export const headerText = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.[0]
