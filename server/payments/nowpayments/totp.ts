import { createHmac } from 'node:crypto'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 (the form authenticator apps show a secret in); spaces and padding ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('the 2FA secret is not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/**
 * A time-based one-time code (RFC 6238: HMAC-SHA1, 30-second steps, 6 digits), as an authenticator
 * app shows it: what NOWPayments' payout verification asks for.
 */
export function totp(secretBase32: string, nowMs: number, digits = 6): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / 30)))
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(code).padStart(digits, '0')
}
