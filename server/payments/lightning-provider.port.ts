import type * as TE from 'fp-ts/TaskEither'
import type { ProviderFailure } from './provider-result'

/** Speed's payment statuses; `paid` is set on ANY amount received, a partial payment included. */
export type LightningPaymentStatus = 'unpaid' | 'paid' | 'expired' | 'cancelled'

/** A lightning payment as the provider reports it. */
export interface LightningPayment {
  /** The provider's id (`pi_…`). */
  readonly id: string
  readonly status: LightningPaymentStatus
  /** The USD amount asked for, in cents. */
  readonly amountCents: number
  /** What must arrive (in the target currency, SATS) and what has arrived so far. */
  readonly targetAmount: number
  readonly targetAmountPaid: number
  /** Epoch milliseconds. */
  readonly expiresAtMs: number
  /** The BOLT11 invoice. */
  readonly paymentRequest: string
}

export interface NewLightningPayment {
  readonly amountCents: number
  readonly ttlSeconds: number
  readonly description: string
  /** Ours, echoed back on the payment and its webhooks. */
  readonly metadata: Readonly<Record<string, string>>
}

/** The lightning payment provider (Speed). Never rejects: failures are returned as Left. */
export interface LightningProvider {
  readonly createPayment: (request: NewLightningPayment) => TE.TaskEither<ProviderFailure, LightningPayment>
  /** Re-reads a payment; Refused with status 404 when the provider does not know it. */
  readonly readPayment: (paymentId: string) => TE.TaskEither<ProviderFailure, LightningPayment>
}
