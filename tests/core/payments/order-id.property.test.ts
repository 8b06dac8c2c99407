import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { cryptoRandom } from '../../../src/adapters/browser/crypto-random.adapter'
import { makeOrderId, ORDER_ID_PATTERN } from '../../../src/core/payments/order-id'
import { fixedRandom } from '../../fakes/fixed-random'

const draws = fc.array(fc.nat(), { minLength: 1, maxLength: 12 })

describe('crypto invoice order ids', () => {
  test.prop([fc.nat({ max: 8_640_000_000_000_000 }), draws])('always read MOB-, the time, then 6 alphanumerics', (now, seq) => {
    expect(makeOrderId(now, fixedRandom(seq))).toMatch(ORDER_ID_PATTERN)
  })

  test.prop([fc.nat({ max: 8_640_000_000_000_000 }), draws])('carry the time they were made at', (now, seq) => {
    expect(makeOrderId(now, fixedRandom(seq)).split('-')[1]).toBe(String(now))
  })

  it('is the same id for the same time and draws (nothing else random)', () => {
    expect(makeOrderId(1_718_000_000_000, fixedRandom([3, 40]))).toBe(makeOrderId(1_718_000_000_000, fixedRandom([3, 40])))
  })

  // 2,000 ids in one millisecond repeat one with probability ~3.5e-5 (birthday bound over 62^6
  // suffixes): CI met that once. Two repeats (~6e-10) would mean the suffix is not uniform, as
  // would any repeat in a few dozen draws; a million draws here repeated 9 times, as expected.
  it('repeats over many draws at the same millisecond no more often than 62^6 suffixes allow', () => {
    const random = cryptoRandom()
    const ids = Array.from({ length: 2000 }, () => makeOrderId(1_718_000_000_000, random))
    expect(new Set(ids).size).toBeGreaterThanOrEqual(ids.length - 1)
  })
})
