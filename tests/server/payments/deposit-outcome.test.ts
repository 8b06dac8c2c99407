import { describe, expect, it } from 'vitest'
import type { Deposit } from '../../../server/payments/deposit'
import { cryptoOutcome, lightningOutcome } from '../../../server/payments/deposit-outcome'
import type { LightningPayment } from '../../../server/payments/lightning-provider.port'
import type { CryptoPayment } from '../../../server/payments/crypto-gateway.port'

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
  receivedCents: 0,
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

describe('lightningOutcome (issue 26 §5: what arrived is credited)', () => {
  it('credits a payment paid in full, for the amount asked', () => {
    expect(lightningOutcome(deposit, payment)).toEqual({ credit: true, cents: 1250, final: true })
  })

  it("credits a partial payment's share (Speed calls it paid), rounded down", () => {
    expect(lightningOutcome(deposit, { ...payment, targetAmountPaid: 9375 })).toEqual({ credit: true, cents: 625, final: true })
    expect(lightningOutcome(deposit, { ...payment, targetAmountPaid: 18749 })).toEqual({ credit: true, cents: 1249, final: true })
    expect(lightningOutcome(deposit, { ...payment, targetAmount: 0, targetAmountPaid: 0 })).toEqual({
      credit: false,
      status: 'pending',
      final: false,
    })
  })

  it('maps the other statuses', () => {
    expect(lightningOutcome(deposit, { ...payment, status: 'unpaid', targetAmountPaid: 0 })).toEqual({
      credit: false,
      status: 'pending',
      final: false,
    })
    expect(lightningOutcome(deposit, { ...payment, status: 'expired', targetAmountPaid: 0 })).toEqual({
      credit: false,
      status: 'expired',
      final: true,
    })
    expect(lightningOutcome(deposit, { ...payment, status: 'expired', targetAmountPaid: 1500 })).toEqual({
      credit: true,
      cents: 100,
      final: true,
    })
    expect(lightningOutcome(deposit, { ...payment, status: 'cancelled' })).toEqual({ credit: false, status: 'cancelled', final: true })
  })

  it('never credits a report about another payment or another amount', () => {
    expect(lightningOutcome(deposit, { ...payment, id: 'pi_2' })).toEqual({ credit: false, status: 'pending', final: false })
    expect(lightningOutcome(deposit, { ...payment, amountCents: 125_000 })).toEqual({ credit: false, status: 'pending', final: false })
  })
})

describe('cryptoOutcome (NOWPayments: credit on finished or partially_paid what arrived, each payment once)', () => {
  const crypto = { ...deposit, provider: 'nowpayments' as const, providerPaymentId: '4522625843' }
  const paid: CryptoPayment = {
    paymentId: '55',
    invoiceId: '4522625843',
    orderId: 'MOB-1-abcdef',
    status: 'finished',
    priceCents: 1250,
    parentPaymentId: null,
    payAmount: 0.0002,
    actuallyPaid: 0.0002,
    actuallyPaidAtFiat: 0,
  }

  it('credits a finished payment on this invoice at its price', () => {
    expect(cryptoOutcome(crypto, paid)).toEqual({ credit: true, cents: 1250, final: true })
    expect(cryptoOutcome(crypto, { ...paid, invoiceId: null })).toEqual({ credit: true, cents: 1250, final: true })
    expect(cryptoOutcome(crypto, { ...paid, status: 'confirmed' })).toEqual({ credit: false, status: 'pending', final: false })
  })

  it('credits a partially_paid payment by what actually arrived, and keeps it open for more', () => {
    expect(cryptoOutcome(crypto, { ...paid, status: 'partially_paid', actuallyPaid: 0.0001 })).toEqual({
      credit: true,
      cents: 625,
      final: false,
    })
    expect(
      cryptoOutcome(crypto, { ...paid, status: 'partially_paid', payAmount: null, actuallyPaid: null, actuallyPaidAtFiat: 3.5 }),
    ).toEqual({ credit: true, cents: 350, final: false })
  })

  it('credits a repeated payment (parent_payment_id) as its own payment, by what arrived', () => {
    expect(
      cryptoOutcome(
        { ...crypto, status: 'completed', receivedCents: 1250 },
        { ...paid, paymentId: '56', parentPaymentId: '55', actuallyPaid: 0.00004 },
      ),
    ).toEqual({
      credit: true,
      cents: 250,
      final: true,
    })
  })

  it('never credits a payment of another invoice, or a first payment at another price', () => {
    expect(cryptoOutcome(crypto, { ...paid, priceCents: 125_000 })).toEqual({ credit: false, status: 'pending', final: true })
    expect(cryptoOutcome(crypto, { ...paid, invoiceId: '999', orderId: 'MOB-2-zzzzzz' })).toEqual({
      credit: false,
      status: 'pending',
      final: true,
    })
  })
})
