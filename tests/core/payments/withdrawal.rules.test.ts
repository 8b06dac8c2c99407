import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { firstMessage } from '../../../src/core/shared/form-errors'
import {
  MIN_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_MESSAGE,
  parseWithdrawal,
  parseWithdrawalAmount,
} from '../../../src/core/payments/withdrawal.rules'

const request = { paymentMethod: 'crypto', amount: '25', currency: 'btc', invoice: 'bc1qexample' }
const alertFor = (input: Parameters<typeof parseWithdrawal>[0]) => {
  const result = parseWithdrawal(input)
  return E.isLeft(result) ? firstMessage(result.left) : null
}

describe('withdrawal', () => {
  it('checks method and amount only, passing the rest through', () => {
    expect(parseWithdrawal({ ...request, invoice: '' })).toEqual(E.right({ ...request, invoice: '', amount: 2500 }))
  })

  it('asks for the method first', () => {
    expect(alertFor({ ...request, paymentMethod: undefined, amount: '-1' })).toBe('Please choose a payment method')
  })

  it('then for a positive amount, with no maximum', () => {
    expect(alertFor({ ...request, amount: '0' })).toBe('Please enter a valid amount')
    expect(alertFor({ ...request, amount: '99999999999.99' })).toBeNull()
  })

  it('then for at least the minimum withdrawal, $5.00, the same rule and message as the server', () => {
    expect(MIN_WITHDRAWAL_CENTS).toBe(500)
    expect(MIN_WITHDRAWAL_MESSAGE).toBe('The minimum withdrawal is $5.00.')
    expect(alertFor({ ...request, amount: '4.99' })).toBe('The minimum withdrawal is $5.00.')
    expect(alertFor({ ...request, amount: '5' })).toBeNull()
    expect(parseWithdrawalAmount('5.00')).toEqual(E.right(500))
    expect(parseWithdrawalAmount('abc')).toEqual(E.left('Please enter a valid amount'))
  })
})
