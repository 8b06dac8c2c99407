import { createHmac, timingSafeEqual } from 'node:crypto'
import { webhookAccepted, webhookRejected, type WebhookCheck } from '../webhook-check'

export const NOWPAYMENTS_SIGNATURE_HEADER = 'x-nowpayments-sig'

/** Object keys sorted alphabetically, recursively (arrays keep their order): NOWPayments' canonical form. */
export const sortKeysDeep = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeysDeep)
  if (typeof value === 'object' && value !== null) {
    const source = value as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(source)
        .sort()
        .map((key) => [key, sortKeysDeep(source[key])]),
    )
  }
  return value
}

/** hex HMAC-SHA512 with the IPN secret over JSON.stringify of the body with its keys sorted. */
export const signNowPaymentsIpn = (secret: string, body: unknown): string =>
  createHmac('sha512', secret)
    .update(JSON.stringify(sortKeysDeep(body)))
    .digest('hex')

export function verifyNowPaymentsIpn(secret: string, signature: string | undefined, body: unknown): WebhookCheck {
  if (!signature || !/^[0-9a-fA-F]{128}$/.test(signature)) return webhookRejected('MissingHeaders')
  // No body at all (no content type, so nothing parsed) has no canonical form to sign.
  if (body === undefined) return webhookRejected('BadSignature')
  const expected = Buffer.from(signNowPaymentsIpn(secret, body), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected) ? webhookAccepted : webhookRejected('BadSignature')
}
