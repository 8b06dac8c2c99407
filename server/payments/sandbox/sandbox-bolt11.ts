import { randomInt } from 'node:crypto'

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'

/**
 * A BOLT11-looking signet invoice (`lntbs…`) for the sandbox: the right prefix, amount part and
 * bech32 alphabet, so wallets' QR readers and our codecs treat it like a real one. It cannot be
 * paid by a real wallet; the sandbox wallet pays it.
 */
export function sandboxBolt11(sats: number): string {
  const data = Array.from({ length: 180 }, () => BECH32.charAt(randomInt(BECH32.length))).join('')
  return `lntbs${sats * 10}n1p${data}`
}
