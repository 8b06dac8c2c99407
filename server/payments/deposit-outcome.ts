import type { CryptoPayment } from './crypto-gateway.port'
import type { Deposit, DepositStatus } from './deposit'
import type { LightningPayment } from './lightning-provider.port'

/**
 * What a provider's report of one payment means for one of our deposits: credit the USD value of
 * what actually arrived (`cents`), or only note the status. `final`: the provider will not change
 * this payment any more, so the sweep stops re-reading it. A report about another deposit's
 * payment never credits anything.
 */
export type DepositOutcome =
  | { readonly credit: true; readonly cents: number; readonly final: boolean }
  | { readonly credit: false; readonly status: DepositStatus; readonly final: boolean }

const note = (status: DepositStatus, final: boolean): DepositOutcome => ({ credit: false, status, final })

/** The share of `cents` that `part` of `whole` is worth, rounded down (never more than arrived), at most all of it. */
export const shareOf = (cents: number, part: number, whole: number): number =>
  whole > 0 && part > 0 ? Math.min(cents, Math.floor((cents * part) / whole + 1e-9)) : 0

/**
 * Speed sets `paid` on any amount received, and asks for a new payment for the rest: what arrived
 * (target_amount_paid of target_amount, in sats) is credited at the payment's own USD price.
 */
export function lightningOutcome(deposit: Deposit, payment: LightningPayment): DepositOutcome {
  if (payment.id !== deposit.providerPaymentId || payment.amountCents !== deposit.amountCents) return note(deposit.status, false)
  const arrived = shareOf(deposit.amountCents, payment.targetAmountPaid, payment.targetAmount)
  switch (payment.status) {
    case 'paid':
      return arrived > 0 ? { credit: true, cents: arrived, final: true } : note('pending', false)
    case 'expired':
      return arrived > 0 ? { credit: true, cents: arrived, final: true } : note('expired', true)
    case 'cancelled':
      return note('cancelled', true)
    case 'unpaid':
      return note('pending', false)
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

const FINAL_CRYPTO: ReadonlySet<CryptoPayment['status']> = new Set(['finished', 'failed', 'refunded', 'expired'])

/** The USD value of what arrived: the price when paid in full, else its share by what arrived, or the gateway's own fiat value. */
function cryptoValue(priceCents: number, payment: CryptoPayment): number {
  if (payment.status === 'finished' && payment.parentPaymentId === null) return priceCents
  // The gateway's own USD value when it gives one (its documented example shows 0 when it does not).
  const fiat = payment.actuallyPaidAtFiat ?? 0
  if (fiat > 0) return Math.min(priceCents, Math.floor(fiat * 100 + 1e-9))
  return payment.payAmount !== null && payment.actuallyPaid !== null ? shareOf(priceCents, payment.actuallyPaid, payment.payAmount) : 0
}

/**
 * NOWPayments, by its "Casino / Balance Top-ups" scenario: credit on `finished` or `partially_paid`
 * what actually arrived, each payment once (a repeated payment to the same invoice is its own
 * payment, with parent_payment_id). Only a payment of this deposit's invoice (or order) counts, and
 * a first payment only at this deposit's price.
 */
export function cryptoOutcome(deposit: Deposit, payment: CryptoPayment): DepositOutcome {
  const ours = payment.invoiceId === deposit.providerPaymentId || (payment.orderId !== null && payment.orderId === deposit.orderId)
  if (!ours) return note(deposit.status, true)
  const repeated = payment.parentPaymentId !== null
  if (!repeated && payment.priceCents !== deposit.amountCents) return note(deposit.status, true)
  const priceCents = payment.priceCents > 0 ? payment.priceCents : deposit.amountCents
  const final = FINAL_CRYPTO.has(payment.status)
  if (payment.status === 'finished' || payment.status === 'partially_paid') {
    const cents = cryptoValue(priceCents, payment)
    if (cents > 0) return { credit: true, cents, final }
  }
  return note(CRYPTO_STATUS[payment.status] === 'completed' ? 'pending' : CRYPTO_STATUS[payment.status], final)
}
