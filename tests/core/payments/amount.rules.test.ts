import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { parseAmount, parseCents, toAmountText, type Cents } from '../../../src/core/payments/amount.rules'

describe('amount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['.99', 99],
    ['0.01', 1],
    [' 007.30 ', 730],
    [0.1, 10],
    [25, 2500],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('reads %j as %i cents', (raw, cents) => {
    expect(parseCents(raw)).toEqual(E.right(cents))
  })

  it.each([
    '',
    ' ',
    '0',
    '0.00',
    '-5',
    '+5',
    '1e3',
    '1E3',
    'NaN',
    'Infinity',
    '12.345',
    '12.',
    '.',
    '1,000',
    '١٢',
    '0x10',
    '90071992547409.92',
    '123456789012345',
    null,
    undefined,
    0,
    -1,
    1.005,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
  ])('refuses %j with the amount message', (raw) => {
    expect(parseAmount(raw)).toEqual(E.left('Please enter a valid amount'))
  })

  it('writes cents as decimal dollars with two decimals', () => {
    expect([1, 10, 1250, 100000].map((c) => toAmountText(c as Cents))).toEqual(['0.01', '0.10', '12.50', '1000.00'])
    expect(toAmountText(0)).toBe('0.00')
  })
})
