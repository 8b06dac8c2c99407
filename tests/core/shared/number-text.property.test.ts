import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '../../../src/core/shared/money'
import { groupedDigits } from '../../../src/core/shared/number-text'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

describe('numbers as text, without Intl', () => {
  it('groups digits exactly as toLocaleString("en-US") does', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (n) => groupedDigits(n) === n.toLocaleString('en-US')))
    fc.assert(fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (n) => groupedDigits(n) === n.toLocaleString('en-US')))
    expect([0, 999, 1000, 5066, 1_000_000].map(groupedDigits)).toEqual(['0', '999', '1,000', '5,066', '1,000,000'])
  })

  it('writes cents as Intl writes US dollars', () => {
    // Up to a hundred billion dollars, far past any balance: beyond some 10^13 cents Intl formats
    // cents / 100 rounded as a double, where the cents themselves are exact.
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => formatUsd(cents) === usd.format(cents / 100)))
    expect([0, 5, 1000, -123456, 100_000_000].map(formatUsd)).toEqual(['$0.00', '$0.05', '$10.00', '-$1,234.56', '$1,000,000.00'])
  })

  it('refuses what is not a whole number', () => {
    for (const n of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => groupedDigits(n)).toThrow(RangeError)
  })
})
