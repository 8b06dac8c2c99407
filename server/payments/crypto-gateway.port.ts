import type * as TE from 'fp-ts/TaskEither'
import type { ProviderFailure } from './provider-result'

/** A currency the gateway knows; only `enable` ones may be offered. */
export interface GatewayCurrency {
  readonly code: string
  readonly name: string
  readonly enable: boolean
}

export interface NewCryptoInvoice {
  readonly amountCents: number
  readonly orderId: string
  readonly description: string
  readonly ipnCallbackUrl: string
  readonly successUrl: string
  readonly cancelUrl: string
  readonly partiallyPaidUrl: string
}

export interface CryptoInvoice {
  /** The gateway's invoice id. */
  readonly id: string
  /** The hosted checkout page the player pays on. */
  readonly invoiceUrl: string
}

/** NOWPayments' payment statuses; only `finished` is money received in full. */
export type CryptoPaymentStatus =
  'waiting' | 'confirming' | 'confirmed' | 'sending' | 'partially_paid' | 'finished' | 'failed' | 'refunded' | 'expired'

/** A payment made on an invoice, as the gateway reports it. */
export interface CryptoPayment {
  readonly paymentId: string
  /** The invoice it pays; null for a payment not made through an invoice. */
  readonly invoiceId: string | null
  readonly orderId: string | null
  readonly status: CryptoPaymentStatus | 'unknown'
  /** The invoice's price (USD) in cents. */
  readonly priceCents: number
  /** The payment this one repeats (a second payment to the same invoice); null for the first. */
  readonly parentPaymentId: string | null
  /** What was to be paid and what arrived, in the pay currency; null where the gateway does not say. */
  readonly payAmount: number | null
  readonly actuallyPaid: number | null
  /** What arrived, in the price currency (USD), when the gateway says (0 when it does not know). */
  readonly actuallyPaidAtFiat: number | null
}

/** A payment as the gateway's list of payments shows it: enough to tell which of our invoices it pays. */
export interface ListedCryptoPayment {
  readonly paymentId: string
  /** Not in the documented list example: used when the gateway gives it. */
  readonly invoiceId: string | null
  readonly orderId: string | null
}

/** One page of "Get list of payments": payments created between `dateFrom` and `dateTo`. */
export interface CryptoPaymentsQuery {
  readonly dateFrom: Date
  readonly dateTo: Date
  /** From 0 to pagesCount - 1. */
  readonly page: number
  /** From 1 to 500. */
  readonly limit: number
}

export interface CryptoPaymentsPage {
  readonly payments: readonly ListedCryptoPayment[]
  readonly pagesCount: number
}

/** The crypto payment gateway (NOWPayments), deposit side. Never rejects: failures are returned as Left. */
export interface CryptoGateway {
  readonly currencies: () => TE.TaskEither<ProviderFailure, readonly GatewayCurrency[]>
  readonly createInvoice: (request: NewCryptoInvoice) => TE.TaskEither<ProviderFailure, CryptoInvoice>
  readonly readPayment: (paymentId: string) => TE.TaskEither<ProviderFailure, CryptoPayment>
  /** The payments made to the account, newest first: the sweep finds there the payments no IPN named. */
  readonly listPayments: (query: CryptoPaymentsQuery) => TE.TaskEither<ProviderFailure, CryptoPaymentsPage>
}
