import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { parseWalletAddressDeposit, parseWalletConnectDeposit } from '../../../src/core/payments/deposit.rules'
import { firstMessage } from '../../../src/core/shared/form-errors'

const alertFor = (input: Parameters<typeof parseWalletAddressDeposit>[0]) => {
  const result = parseWalletAddressDeposit(input)
  return E.isLeft(result) ? firstMessage(result.left) : null
}

describe('Wallet Address deposit', () => {
  it('passes a chosen method and a positive amount, in cents', () => {
    expect(parseWalletAddressDeposit({ paymentMethod: 'lightning', amount: '12.50' })).toEqual(
      E.right({ paymentMethod: 'lightning', amount: 1250 }),
    )
  })

  it('asks for the method before the amount', () => {
    expect(alertFor({ paymentMethod: '', amount: '' })).toBe('Please choose a payment method')
  })

  it.each(['', '0', '-3', 'abc'])('refuses amount %j', (amount) => {
    expect(alertFor({ paymentMethod: 'lightning', amount })).toBe('Please enter a valid amount')
  })
})

describe('Wallet Connect deposit', () => {
  it('does not block; an unusable amount becomes 0 for the server to refuse', () => {
    expect(parseWalletConnectDeposit({ amount: 'abc' })).toEqual(E.right({ amount: 0 }))
    expect(parseWalletConnectDeposit({ amount: '-5' })).toEqual(E.right({ amount: 0 }))
    expect(parseWalletConnectDeposit({ amount: '5' })).toEqual(E.right({ amount: 500 }))
  })
})
