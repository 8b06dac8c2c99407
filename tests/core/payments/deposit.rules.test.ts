import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { parseWalletAddressDeposit, parseWalletConnectDeposit } from '../../../src/core/payments/deposit.rules'
import { firstMessage } from '../../../src/core/shared/form-errors'

const TODAY = new Date('2026-11-26T12:00:00Z')

const alertFor = (input: Parameters<typeof parseWalletAddressDeposit>[0]) => {
  const result = parseWalletAddressDeposit(input, TODAY)
  return E.isLeft(result) ? firstMessage(result.left) : null
}

describe('Wallet Address deposit', () => {
  it('passes a chosen method and a positive amount, in cents', () => {
    expect(parseWalletAddressDeposit({ paymentMethod: 'lightning', amount: '12.50' }, TODAY)).toEqual(
      E.right({ paymentMethod: 'lightning', amount: 1250, dob: undefined }),
    )
  })

  it('asks for a date of birth only when the form shows the field, after the amount, and refuses anyone under 18', () => {
    const asked = { paymentMethod: 'lightning', amount: '12.50' }
    expect(alertFor({ ...asked, dateOfBirth: '' })).toBe('Enter your date of birth: you must be 18 or over to deposit.')
    expect(alertFor({ paymentMethod: 'lightning', amount: '', dateOfBirth: '' })).toBe('Please enter a valid amount')
    // 18 today (UTC) is old enough; a day short is not.
    expect(parseWalletAddressDeposit({ ...asked, dateOfBirth: '2008-11-26' }, TODAY)).toEqual(
      E.right({ paymentMethod: 'lightning', amount: 1250, dob: '2008-11-26' }),
    )
    expect(alertFor({ ...asked, dateOfBirth: '2008-11-27' })).toBe('You must be 18 or over to deposit.')
    expect(alertFor({ ...asked, dateOfBirth: '2001-02-30' })).toBe('Date of Birth must be a real date (YYYY-MM-DD).')
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
    expect(parseWalletConnectDeposit({ amount: 'abc' }, TODAY)).toEqual(E.right({ amount: 0, dob: undefined }))
    expect(parseWalletConnectDeposit({ amount: '-5' }, TODAY)).toEqual(E.right({ amount: 0, dob: undefined }))
    expect(parseWalletConnectDeposit({ amount: '5' }, TODAY)).toEqual(E.right({ amount: 500, dob: undefined }))
  })

  it('checks the date of birth when it asks for one', () => {
    expect(parseWalletConnectDeposit({ amount: '5', dateOfBirth: '1990-01-01' }, TODAY)).toEqual(
      E.right({ amount: 500, dob: '1990-01-01' }),
    )
    expect(parseWalletConnectDeposit({ amount: '5', dateOfBirth: '2010-01-01' }, TODAY)).toEqual(
      E.left({ _tag: 'InvalidForm', errors: { dob: 'You must be 18 or over to deposit.' } }),
    )
  })
})
