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

  it('does not repeat over many draws at the same millisecond with the real random source', () => {
    const random = cryptoRandom()
    const ids = Array.from({ length: 2000 }, () => makeOrderId(1_718_000_000_000, random))
    expect(new Set(ids).size).toBe(ids.length)
  })
})
