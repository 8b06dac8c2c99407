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

/** The crypto payment gateway (NOWPayments), deposit side. Never rejects: failures are returned as Left. */
export interface CryptoGateway {
  readonly currencies: () => TE.TaskEither<ProviderFailure, readonly GatewayCurrency[]>
  readonly createInvoice: (request: NewCryptoInvoice) => TE.TaskEither<ProviderFailure, CryptoInvoice>
  readonly readPayment: (paymentId: string) => TE.TaskEither<ProviderFailure, CryptoPayment>
}
