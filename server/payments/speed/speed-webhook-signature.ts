import { createHmac, timingSafeEqual } from 'node:crypto'
import { webhookAccepted, webhookRejected, type WebhookCheck } from '../webhook-check'

/**
 * Speed signs each webhook (the Standard Webhooks scheme): the key is the base64 decoding of the
 * endpoint secret without its `wsec_` prefix, the signed text is `id.timestamp.body` (the exact
 * body bytes), the signature is base64 HMAC-SHA256, sent as `v1,<base64>` (several may come,
 * separated by spaces, while a secret is rotated).
 */
export const SPEED_WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const

/** Older deliveries are refused: a captured webhook cannot be replayed later. */
export const SPEED_WEBHOOK_TOLERANCE_SECONDS = 300

const keyOf = (secret: string): Buffer => Buffer.from(secret.replace(/^wsec_/, ''), 'base64')

const digest = (secret: string, id: string, timestamp: string, body: string): Buffer =>
  createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest()

export const signSpeedWebhook = (secret: string, id: string, timestamp: string, body: string): string =>
  `v1,${digest(secret, id, timestamp, body).toString('base64')}`

export interface SpeedWebhookHeaders {
  readonly id: string | undefined
  readonly timestamp: string | undefined
  readonly signature: string | undefined
}

export function verifySpeedWebhook(secret: string, headers: SpeedWebhookHeaders, body: string, nowMs: number): WebhookCheck {
  const { id, timestamp, signature } = headers
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return webhookRejected('MissingHeaders')
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SPEED_WEBHOOK_TOLERANCE_SECONDS) return webhookRejected('StaleTimestamp')
  const expected = digest(secret, id, timestamp, body)
  const matches = signature
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => Buffer.from(entry.slice(3), 'base64'))
    .some((given) => given.length === expected.length && timingSafeEqual(given, expected))
  return matches ? webhookAccepted : webhookRejected('BadSignature')
}
