import type { CryptoPayment, CryptoPaymentsPage } from '../crypto-gateway.port'
import { dollarsToCents } from '../payment-amount.rules'
import type { PaymentDto, PaymentsListDto } from './nowpayments.codecs'

const STATUSES: ReadonlySet<string> = new Set([
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
])

/** A NOWPayments payment in our terms; a price in another currency than USD never matches a deposit. */
export const fromNowPaymentsPayment = (dto: PaymentDto): CryptoPayment => ({
  paymentId: dto.payment_id,
  invoiceId: dto.invoice_id ?? null,
  orderId: dto.order_id ?? null,
  status: STATUSES.has(dto.payment_status) ? (dto.payment_status as CryptoPayment['status']) : 'unknown',
  priceCents: (dto.price_currency ?? 'usd').toLowerCase() === 'usd' ? (dollarsToCents(dto.price_amount) ?? -1) : -1,
  parentPaymentId: dto.parent_payment_id ?? null,
  payAmount: dto.pay_amount ?? null,
  actuallyPaid: dto.actually_paid ?? null,
  actuallyPaidAtFiat: dto.actually_paid_at_fiat ?? null,
})

/** A page of the payments list in our terms. */
export const fromNowPaymentsList = (dto: PaymentsListDto): CryptoPaymentsPage => ({
  payments: dto.data.map((p) => ({ paymentId: p.payment_id, invoiceId: p.invoice_id ?? null, orderId: p.order_id ?? null })),
  pagesCount: dto.pagesCount,
})
