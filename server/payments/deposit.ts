/**
 * A deposit's status as the player sees it (check-payment-status answers it). Only `completed`
 * means money was credited; it is final, and so are `expired`, `cancelled` and `failed`.
 */
export type DepositStatus = 'pending' | 'partially_paid' | 'completed' | 'expired' | 'cancelled' | 'failed'

export type PaymentProviderName = 'speed' | 'nowpayments'

export interface Deposit {
  /** Our invoice id (`inv_…`). */
  readonly id: string
  readonly userId: number
  readonly provider: PaymentProviderName
  readonly providerPaymentId: string
  readonly amountCents: number
  readonly status: DepositStatus
  readonly paymentRequest: string | null
  readonly checkoutUrl: string | null
  readonly orderId: string | null
  readonly expiresAt: Date | null
  /** The USD value of what arrived and was credited, in cents: may be less than asked (a partial payment) or more (a repeated one). */
  readonly receivedCents: number
}

const FINAL: ReadonlySet<DepositStatus> = new Set(['completed', 'expired', 'cancelled', 'failed'])

/** A final deposit is never re-read from the provider again. */
export const isFinal = (status: DepositStatus): boolean => FINAL.has(status)
