import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/Either'
import { describe, expect } from 'vitest'
import { parseCents } from '../../../src/core/payments/amount.rules'
import {
  centsToDollars,
  dollarsToCents,
  MAX_DEPOSIT_CENTS,
  MAX_DEPOSIT_MESSAGE,
  parseDepositAmount,
} from '../../../server/payments/payment-amount.rules'

const text = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

describe('parseDepositAmount', () => {
  test.prop([fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.constant(undefined))])(
    "never throws, and agrees with the browser's rule below the cap",
    (raw) => {
      const deposit = parseDepositAmount(raw)
      const browser = parseCents(raw)
      if (E.isRight(browser) && browser.right <= MAX_DEPOSIT_CENTS) expect(deposit).toEqual(browser)
      else expect(E.isLeft(deposit)).toBe(true)
    },
  )

  test.prop([fc.integer({ min: 1, max: MAX_DEPOSIT_CENTS })])('reads any amount up to $10,000.00 back to its exact cents', (cents) => {
    expect(parseDepositAmount(text(cents))).toEqual(E.right(cents))
  })

  test.prop([fc.integer({ min: MAX_DEPOSIT_CENTS + 1, max: Number.MAX_SAFE_INTEGER })])(
    'refuses anything above the cap with its own message',
    (cents) => {
      expect(parseDepositAmount(text(cents))).toEqual(E.left(MAX_DEPOSIT_MESSAGE))
    },
  )

  test.prop([fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 })])(
    'refuses a third decimal, never rounding it',
    (dollars, thousandths) => {
      expect(parseDepositAmount(`${dollars}.${String(thousandths).padStart(3, '0')}`)).toEqual(E.left('Please enter a valid amount'))
    },
  )

  test.prop([fc.integer({ min: -1_000_000, max: 0 })])('refuses zero and negatives', (cents) => {
    expect(E.isLeft(parseDepositAmount(String(cents / 100)))).toBe(true)
  })
})

describe('provider dollars', () => {
  test.prop([fc.integer({ min: 0, max: 100_000_000_000 })])("cents survive the round trip through a provider's decimal number", (cents) => {
    expect(dollarsToCents(centsToDollars(cents))).toBe(cents)
  })

  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 9 })])(
    'a fraction of a cent is not whole cents',
    (cents, tenth) => {
      expect(dollarsToCents(cents / 100 + tenth / 1000)).toBeNull()
    },
  )
})
