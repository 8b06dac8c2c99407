import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseAmount, parseCents, toAmountText, type Cents } from '../../../src/core/payments/amount.rules'
import { amountText, cents } from '../../arbitraries/wallet.arbitraries'
import { anyText } from '../../arbitraries/text.arbitraries'

test.prop([amountText])('reads every way of typing an amount as its cents', ({ text, cents: expected }) => {
  expect(parseCents(text)).toEqual(E.right(expected))
})

test.prop([cents])('toAmountText and parseCents round-trip', (c) => {
  expect(parseCents(toAmountText(c as Cents))).toEqual(E.right(c))
})

test.prop([fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 99 })])(
  'reads a JSON number of dollars as the same cents as its text',
  (dollars, c) => {
    const asNumber = Number(`${dollars}.${String(c).padStart(2, '0')}`)
    expect(parseCents(asNumber)).toEqual(parseCents(`${dollars}.${String(c).padStart(2, '0')}`))
  },
)

test.prop([amountText, fc.integer({ min: 0, max: 9 })])('a third decimal is refused, not rounded', ({ text }, d) => {
  const t = text.trim()
  const withThree = t.includes('.') ? `${t}${'0'.repeat(3 - t.split('.')[1]!.length)}${d}` : `${t}.00${d}`
  expect(parseAmount(withThree)).toEqual(E.left('Please enter a valid amount'))
})

test.prop([fc.oneof(fc.integer({ max: 0 }), fc.double({ max: 0 }))])('zero and below are refused', (n) => {
  expect(parseAmount(n)).toEqual(E.left('Please enter a valid amount'))
  expect(parseAmount(String(n))).toEqual(E.left('Please enter a valid amount'))
})

test.prop([fc.oneof(anyText, fc.double(), fc.constantFrom(null, undefined))])('never throws; any Right is positive safe cents', (raw) => {
  const result = parseCents(raw)
  if (E.isRight(result)) expect(Number.isSafeInteger(result.right) && result.right > 0).toBe(true)
})
