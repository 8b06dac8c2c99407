import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { DEPOSIT_METHODS, PAYMENT_METHOD_LABELS, takesPayoutCurrency, WITHDRAW_METHODS } from '../../../src/core/payments/payment-methods'

describe('the payment method selects', () => {
  it('offer the lightning provider for a deposit, and either provider for a withdrawal', () => {
    expect(DEPOSIT_METHODS.map((m) => PAYMENT_METHOD_LABELS[m])).toEqual(['Speed (Lightning)'])
    expect(WITHDRAW_METHODS.map((m) => PAYMENT_METHOD_LABELS[m])).toEqual(['Speed (Lightning)', 'NOWPayments (Crypto)'])
  })

  it('ask for a payout currency only for the crypto gateway', () => {
    expect(WITHDRAW_METHODS.filter(takesPayoutCurrency)).toEqual(['nowpayments'])
    expect(takesPayoutCurrency(' nowpayments ')).toBe(true)
    expect(takesPayoutCurrency(null)).toBe(false)
  })

  test.prop([fc.string()])('no other text asks for a currency', (text) => {
    expect(takesPayoutCurrency(text)).toBe(text.trim() === 'nowpayments')
  })
})
