import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The seamless wallet's request signature, shared by the casino (verifies) and the game provider
 * (signs). The signed text binds the time, a one-off nonce, the method, the path and a hash of
 * the exact body bytes:
 *
 *   v1=hex(HMAC-SHA256(secret, `${timestamp}\n${nonce}\n${METHOD}\n${path}\n${hex(SHA-256(body))}`))
 *
 * timestamp is Unix milliseconds; the casino refuses a request outside WALLET_FRESHNESS_MS of its
 * clock and any nonce it has seen before.
 */
export const WALLET_HEADERS = {
  timestamp: 'x-coinfall-timestamp',
  nonce: 'x-coinfall-nonce',
  signature: 'x-coinfall-signature',
} as const

export const WALLET_FRESHNESS_MS = 60_000
export const WALLET_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export interface SignedParts {
  readonly timestamp: string
  readonly nonce: string
  readonly method: string
  readonly path: string
  readonly body: string
}

const canonical = (p: SignedParts): string =>
  [p.timestamp, p.nonce, p.method.toUpperCase(), p.path, createHash('sha256').update(p.body).digest('hex')].join('\n')

export const signWalletRequest = (secret: string, parts: SignedParts): string =>
  `v1=${createHmac('sha256', secret).update(canonical(parts)).digest('hex')}`

/** Constant-time comparison, so the answer's timing tells an attacker nothing about the signature. */
export const walletSignatureMatches = (secret: string, parts: SignedParts, given: string): boolean => {
  const expected = Buffer.from(signWalletRequest(secret, parts))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
