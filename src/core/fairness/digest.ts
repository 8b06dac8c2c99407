/**
 * Provably fair outcomes. Every round's randomness is the digest
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`): the server commits to
 * SHA-256(serverSeed) before play, the player picks the client seed, and each round takes the
 * next nonce. The mechanics map the 32 digest bytes to an outcome with the pure functions in
 * fairness-*.ts, so the browser can recompute any round once the seed is revealed.
 */
export interface FairnessInput {
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: number
}

/** HMAC-SHA256 digest, 32 bytes. */
export type FairDigest = Uint8Array

export const DIGEST_BYTES = 32

export const fairnessMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`

/** Big-endian unsigned 32-bit integer at `offset`. */
export const uint32At = (digest: FairDigest, offset: number): number => {
  if (offset < 0 || offset + 4 > digest.length) throw new RangeError(`No 4 bytes at ${offset} of the digest`)
  return ((digest[offset]! << 24) >>> 0) + (digest[offset + 1]! << 16) + (digest[offset + 2]! << 8) + digest[offset + 3]!
}

/** A uniform float in [0, 1) from 52 bits (bytes 0..6): as fine as a double allows. */
export const unit52 = (digest: FairDigest): number => {
  const high = uint32At(digest, 0)
  const low20 = uint32At(digest, 3) & 0xfffff
  return (high * 0x100000 + low20) / 2 ** 52
}

export const toHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export const fromHex = (hex: string): Uint8Array => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new RangeError('Not hex')
  const out = new Uint8Array(hex.length / 2)
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return out
}
