import { randomBytes } from 'node:crypto'
import { bech32 } from '@scure/base'

/** A whole number as big-endian 5-bit words, at least `length` of them. */
const words = (n: number, length = 1): number[] => {
  const out: number[] = []
  for (let rest = n; rest > 0; rest = Math.floor(rest / 32)) out.unshift(rest % 32)
  while (out.length < length) out.unshift(0)
  return out
}

const tagged = (type: number, data: readonly number[]): number[] => [type, ...words(data.length, 2), ...data]

export interface InvoiceOptions {
  /** bc, tb, tbs, bcrt. */
  readonly network?: string
  /** The human-readable amount, as in `lnbc2500u1…` ('2500u'); none for an invoice of any amount. */
  readonly amount?: string
  readonly createdAtMs: number
  /** Seconds; absent, BOLT11's default of one hour. */
  readonly expirySeconds?: number
}

/**
 * A well-formed BOLT11 invoice (bech32 checksum, timestamp, payment hash, description, expiry) with
 * a random signature: decoders read it as a wallet's; no node could pay it.
 */
export function bolt11Invoice(options: InvoiceOptions): string {
  const data = [
    ...words(Math.floor(options.createdAtMs / 1000), 7),
    ...tagged(1, bech32.toWords(randomBytes(32))),
    ...tagged(13, bech32.toWords(Buffer.from('Coinfall payout', 'utf8'))),
    ...(options.expirySeconds === undefined ? [] : tagged(6, words(options.expirySeconds))),
    ...bech32.toWords(randomBytes(65)),
  ]
  return bech32.encode(`ln${options.network ?? 'bc'}${options.amount ?? ''}`, data, Number.MAX_SAFE_INTEGER)
}
