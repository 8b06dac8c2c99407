import { describe, expect, it } from 'vitest'
import type { Deposit } from '../../../server/payments/deposit'
import { cryptoOutcome, lightningOutcome } from '../../../server/payments/deposit-outcome'
import type { LightningPayment } from '../../../server/payments/lightning-provider.port'

const deposit: Deposit = {
  id: 'inv_1',
  userId: 1,
  provider: 'speed',
  providerPaymentId: 'pi_1',
  amountCents: 1250,
  status: 'pending',
  paymentRequest: 'lnbc1',
  checkoutUrl: null,
  orderId: 'MOB-1-abcdef',
  expiresAt: null,
}
const payment: LightningPayment = {
  id: 'pi_1',
  status: 'paid',
  amountCents: 1250,
  targetAmount: 18750,
  targetAmountPaid: 18750,
  expiresAtMs: 0,
  paymentRequest: 'lnbc1',
}

describe('lightningOutcome', () => {
  it('credits a payment paid in full', () => {
    expect(lightningOutcome(deposit, payment)).toEqual({ credit: true })
  })

  it('never credits a partial payment, although Speed calls it paid', () => {
    expect(lightningOutcome(deposit, { ...payment, targetAmountPaid: 18749 })).toEqual({ credit: false, status: 'partially_paid' })
    expect(lightningOutcome(deposit, { ...payment, targetAmount: 0, targetAmountPaid: 0 })).toEqual({
      credit: false,
      status: 'partially_paid',
    })
  })

  it('maps the other statuses', () => {
    expect(lightningOutcome(deposit, { ...payment, status: 'unpaid', targetAmountPaid: 0 })).toEqual({ credit: false, status: 'pending' })
    expect(lightningOutcome(deposit, { ...payment, status: 'expired', targetAmountPaid: 0 })).toEqual({ credit: false, status: 'expired' })
    expect(lightningOutcome(deposit, { ...payment, status: 'expired', targetAmountPaid: 5 })).toEqual({
      credit: false,
      status: 'partially_paid',
    })
    expect(lightningOutcome(deposit, { ...payment, status: 'cancelled' })).toEqual({ credit: false, status: 'cancelled' })
  })

  it('never credits a report about another payment or another amount', () => {
    expect(lightningOutcome(deposit, { ...payment, id: 'pi_2' })).toEqual({ credit: false, status: 'pending' })
    expect(lightningOutcome(deposit, { ...payment, amountCents: 125_000 })).toEqual({ credit: false, status: 'pending' })
  })
})

describe('cryptoOutcome', () => {
  const crypto = { ...deposit, provider: 'nowpayments' as const, providerPaymentId: '4522625843' }
  const paid = { paymentId: '55', invoiceId: '4522625843', orderId: 'MOB-1-abcdef', status: 'finished' as const, priceCents: 1250 }

  it('credits only a finished payment on this invoice at its price', () => {
    expect(cryptoOutcome(crypto, paid)).toEqual({ credit: true })
    expect(cryptoOutcome(crypto, { ...paid, invoiceId: null })).toEqual({ credit: true })
    expect(cryptoOutcome(crypto, { ...paid, status: 'confirmed' })).toEqual({ credit: false, status: 'pending' })
    expect(cryptoOutcome(crypto, { ...paid, status: 'partially_paid' })).toEqual({ credit: false, status: 'partially_paid' })
    expect(cryptoOutcome(crypto, { ...paid, priceCents: 125_000 })).toEqual({ credit: false, status: 'pending' })
    expect(cryptoOutcome(crypto, { ...paid, invoiceId: '999', orderId: 'MOB-2-zzzzzz' })).toEqual({ credit: false, status: 'pending' })
  })
})
