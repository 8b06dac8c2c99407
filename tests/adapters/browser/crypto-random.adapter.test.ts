import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { cryptoRandom } from '../../../src/adapters/browser/crypto-random.adapter'

/** A getRandomValues that writes the given 32-bit words in turn. */
const words = (...values: number[]) => ({
  getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) array[0] = values.shift() ?? 0
    return array
  },
})

describe('the crypto random source', () => {
  test.prop([fc.integer({ min: 1, max: 1000 })])('stays in [0, max)', (max) => {
    const n = cryptoRandom().nextInt(max)
    expect(n >= 0 && n < max && Number.isInteger(n)).toBe(true)
  })

  it('redraws a word from the biased top of the range', () => {
    // For max 62 the top 2^32 % 62 = 4 words would favour 0..3: 2^32 - 1 is redrawn.
    expect(cryptoRandom(words(2 ** 32 - 1, 65)).nextInt(62)).toBe(3)
  })

  it('refuses an empty range', () => {
    expect(() => cryptoRandom().nextInt(0)).toThrow(RangeError)
  })
})
