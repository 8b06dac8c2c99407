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

/**
 * The documents' Node example's form: every object value sorted the same way, arrays included,
 * which Object.keys + reduce turn into objects keyed "0", "1", … (`[7, 8]` becomes `{"0":7,"1":8}`).
 */
export const sortKeysDeepArraysAsObjects = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value
  const source = value as Record<string, unknown>
  return Object.keys(source)
    .sort()
    .reduce<Record<string, unknown>>((sorted, key) => {
      sorted[key] = sortKeysDeepArraysAsObjects(source[key])
      return sorted
    }, {})
}

const hmacHex = (secret: string, text: string): string => createHmac('sha512', secret).update(text).digest('hex')

/** hex HMAC-SHA512 with the IPN secret over JSON.stringify of the body with its keys sorted. */
export const signNowPaymentsIpn = (secret: string, body: unknown): string => hmacHex(secret, JSON.stringify(sortKeysDeep(body)))

/** The same over the Node example's form, where nested arrays became objects. */
export const signNowPaymentsIpnArraysAsObjects = (secret: string, body: unknown): string =>
  hmacHex(secret, JSON.stringify(sortKeysDeepArraysAsObjects(body)))

/**
 * Believes an IPN signed over either canonical form the documents show: their PHP and Python
 * examples keep nested arrays (payment_extra_ids) as lists, their Node example turns them into
 * objects. Both are HMACs with the secret over a fixed function of the body, so accepting either
 * lets no one without the secret in; without nested arrays the two forms are the same text.
 */
export function verifyNowPaymentsIpn(secret: string, signature: string | undefined, body: unknown): WebhookCheck {
  if (!signature || !/^[0-9a-fA-F]{128}$/.test(signature)) return webhookRejected('MissingHeaders')
  // No body at all (no content type, so nothing parsed) has no canonical form to sign.
  if (body === undefined) return webhookRejected('BadSignature')
  const given = Buffer.from(signature, 'hex')
  const matches = [signNowPaymentsIpn(secret, body), signNowPaymentsIpnArraysAsObjects(secret, body)]
    .map((hex) => Buffer.from(hex, 'hex'))
    .some((expected) => given.length === expected.length && timingSafeEqual(given, expected))
  return matches ? webhookAccepted : webhookRejected('BadSignature')
}
