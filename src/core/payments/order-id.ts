import type { RandomSource } from '../shared/random.port'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

export const ORDER_ID_SUFFIX_LENGTH = 6

/** The shape every crypto invoice order id has. */
export const ORDER_ID_PATTERN = /^MOB-\d+-[A-Za-z0-9]{6}$/

/**
 * A crypto invoice order id (docs/product/constants.md#money): MOB-, the time in epoch
 * milliseconds, then 6 random alphanumerics ("MOB-1718000000000-a8Zk2Q"). The dash before the
 * suffix keeps the time readable.
 */
export const makeOrderId = (nowMs: number, random: RandomSource): string => {
  const suffix = Array.from({ length: ORDER_ID_SUFFIX_LENGTH }, () => ALPHANUMERIC.charAt(random.nextInt(ALPHANUMERIC.length))).join('')
  return `MOB-${Math.max(0, Math.trunc(nowMs))}-${suffix}`
}
