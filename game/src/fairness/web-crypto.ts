import { fairnessMessage, toHex, type FairDigest } from '../../../src/core/fairness/digest'

const encoder = new TextEncoder()

/** Web Crypto exists only in secure contexts (https, or localhost). */
export const canVerify = (): boolean => typeof crypto !== 'undefined' && crypto.subtle !== undefined

/** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`), computed by the browser itself. */
export async function browserDigest(serverSeed: string, clientSeed: string, nonce: number): Promise<FairDigest> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(fairnessMessage(clientSeed, nonce))))
}

export async function browserSha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))))
}
