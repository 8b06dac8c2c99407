import type { CryptoPayment } from './crypto-gateway.port'
import type { Deposit, DepositStatus } from './deposit'
import type { LightningPayment } from './lightning-provider.port'

/**
 * What a provider's report means for one of our deposits: credit it (`completed`), or only note
 * the status. A report about another payment, or for another amount than we asked for, never
 * credits anything: the amount credited is always the deposit's own.
 */
export type DepositOutcome = { readonly credit: true } | { readonly credit: false; readonly status: DepositStatus }

const note = (status: DepositStatus): DepositOutcome => ({ credit: false, status })

/** Speed sets `paid` on any amount received: only the full target amount is a completed deposit. */
export function lightningOutcome(deposit: Deposit, payment: LightningPayment): DepositOutcome {
  if (payment.id !== deposit.providerPaymentId || payment.amountCents !== deposit.amountCents) return note(deposit.status)
  switch (payment.status) {
    case 'paid':
      return payment.targetAmount > 0 && payment.targetAmountPaid >= payment.targetAmount ? { credit: true } : note('partially_paid')
    case 'expired':
      return note(payment.targetAmountPaid > 0 ? 'partially_paid' : 'expired')
    case 'cancelled':
      return note('cancelled')
    case 'unpaid':
      return note('pending')
  }
}

const CRYPTO_STATUS: Readonly<Record<CryptoPayment['status'], DepositStatus>> = {
  waiting: 'pending',
  confirming: 'pending',
  confirmed: 'pending',
  sending: 'pending',
  partially_paid: 'partially_paid',
  finished: 'completed',
  failed: 'failed',
  refunded: 'failed',
  expired: 'expired',
  unknown: 'pending',
}

/** NOWPayments: credit only on `finished`, for a payment on this very invoice at its price. */
export function cryptoOutcome(deposit: Deposit, payment: CryptoPayment): DepositOutcome {
  const ours = payment.invoiceId === deposit.providerPaymentId || (payment.orderId !== null && payment.orderId === deposit.orderId)
  if (!ours || payment.priceCents !== deposit.amountCents) return note(deposit.status)
  const status = CRYPTO_STATUS[payment.status]
  return status === 'completed' ? { credit: true } : note(status)
}
