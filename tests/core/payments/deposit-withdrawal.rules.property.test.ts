import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { firstMessage, type InvalidForm } from '../../../src/core/shared/form-errors'
import { parseCents } from '../../../src/core/payments/amount.rules'
import { parseWalletAddressDeposit, parseWalletConnectDeposit } from '../../../src/core/payments/deposit.rules'
import { MIN_WITHDRAWAL_CENTS, MIN_WITHDRAWAL_MESSAGE, parseWithdrawal } from '../../../src/core/payments/withdrawal.rules'
import { amountText, paymentMethod } from '../../arbitraries/wallet.arbitraries'
import { anyText, missing } from '../../arbitraries/text.arbitraries'

const alertOf = (result: E.Either<InvalidForm<string>, unknown>) => (E.isLeft(result) ? firstMessage(result.left) : null)
const TODAY = new Date('2026-11-26T12:00:00Z')
const parsers = {
  deposit: (input: Parameters<typeof parseWalletAddressDeposit>[0]) => parseWalletAddressDeposit(input, TODAY),
  withdrawal: parseWithdrawal,
}
const which = fc.constantFrom('deposit', 'withdrawal' as const)
const amount = fc.oneof(
  amountText.map((a) => a.text),
  anyText,
  missing,
  fc.double(),
)

/** Deposits take any positive amount; withdrawals at least the minimum. */
const smallest = { deposit: 1, withdrawal: MIN_WITHDRAWAL_CENTS }

test.prop([which, paymentMethod, amountText])(
  'a method and a positive amount pass (a withdrawal from the minimum up)',
  (kind, method, a) => {
    const result = parsers[kind]({ paymentMethod: method, amount: a.text })
    if (a.cents >= smallest[kind]) expect(result).toEqual(E.right({ paymentMethod: method.trim(), amount: a.cents }))
    else expect(alertOf(result)).toBe(MIN_WITHDRAWAL_MESSAGE)
  },
)

test.prop([which, missing, amount])('no method: the method message comes first', (kind, method, raw) => {
  const result = parsers[kind]({ paymentMethod: method, amount: raw })
  expect(alertOf(result)).toBe('Please choose a payment method')
})

test.prop([which, paymentMethod, amount])('with a method, the amount alone decides', (kind, method, raw) => {
  const result = parsers[kind]({ paymentMethod: method, amount: raw })
  const cents = parseCents(raw)
  const expected = E.isLeft(cents) ? 'Please enter a valid amount' : cents.right < smallest[kind] ? MIN_WITHDRAWAL_MESSAGE : null
  expect(alertOf(result)).toBe(expected)
})

test.prop([paymentMethod, amountText.filter((a) => a.cents >= MIN_WITHDRAWAL_CENTS), anyText, anyText])(
  'a withdrawal passes address and currency through',
  (m, a, address, currency) => {
    const result = parseWithdrawal({ paymentMethod: m, amount: a.text, invoice: address, currency })
    expect(E.map((w: { invoice: string; currency: string }) => [w.invoice, w.currency])(result)).toEqual(E.right([address, currency]))
  },
)

test.prop([amount])('a Wallet Connect deposit never fails on its amount', (raw) => {
  expect(E.isRight(parseWalletConnectDeposit({ amount: raw }, TODAY))).toBe(true)
})
