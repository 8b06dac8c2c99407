import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { firstMessage, type InvalidForm } from '../../../src/core/shared/form-errors'
import { parseCents } from '../../../src/core/wallet/amount.rules'
import { parseWalletAddressDeposit, parseWalletConnectDeposit } from '../../../src/core/wallet/deposit.rules'
import { parseWithdrawal } from '../../../src/core/wallet/withdrawal.rules'
import { amountText, paymentMethod } from '../../arbitraries/wallet.arbitraries'
import { anyText, missing } from '../../arbitraries/text.arbitraries'

const alertOf = (result: E.Either<InvalidForm<string>, unknown>) => (E.isLeft(result) ? firstMessage(result.left) : null)
const parsers = { deposit: parseWalletAddressDeposit, withdrawal: parseWithdrawal }
const which = fc.constantFrom('deposit', 'withdrawal' as const)
const amount = fc.oneof(amountText.map((a) => a.text), anyText, missing, fc.double())

test.prop([which, paymentMethod, amountText])('a method and a positive amount pass', (kind, method, a) => {
  expect(parsers[kind]({ payment_method: method, amount: a.text })).toEqual(
    E.right({ payment_method: method.trim(), amount: a.cents }),
  )
})

test.prop([which, missing, amount])('no method: the method message comes first', (kind, method, raw) => {
  const result = parsers[kind]({ payment_method: method, amount: raw })
  expect(alertOf(result)).toBe('Please choose a payment method')
})

test.prop([which, paymentMethod, amount])('with a method, the amount alone decides', (kind, method, raw) => {
  const result = parsers[kind]({ payment_method: method, amount: raw })
  const expected = E.isRight(parseCents(raw)) ? null : 'Please enter a valid amount'
  expect(alertOf(result)).toBe(expected)
})

test.prop([paymentMethod, amountText, anyText, anyText])('a withdrawal passes address and currency through', (m, a, address, currency) => {
  const result = parseWithdrawal({ payment_method: m, amount: a.text, invoice: address, currency })
  expect(E.map((w: { invoice: string; currency: string }) => [w.invoice, w.currency])(result)).toEqual(E.right([address, currency]))
})

test.prop([amount])('a Wallet Connect deposit never fails', (raw) => {
  expect(E.isRight(parseWalletConnectDeposit({ amount: raw }))).toBe(true)
})
