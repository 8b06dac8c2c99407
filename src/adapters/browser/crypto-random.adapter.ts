import type { RandomSource } from '../../core/shared/random.port'

const RANGE = 2 ** 32

/**
 * Uniform integers from the platform's CSPRNG. Rejection sampling drops the top sliver of the
 * 32-bit range that would favour small values (modulo bias).
 */
export const cryptoRandom = (source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): RandomSource => ({
  nextInt: (maxExclusive) => {
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > RANGE) throw new RangeError(`nextInt(${maxExclusive})`)
    const limit = RANGE - (RANGE % maxExclusive)
    const word = new Uint32Array(1)
    for (;;) {
      source.getRandomValues(word)
      const value = word[0] ?? 0
      if (value < limit) return value % maxExclusive
    }
  },
})
