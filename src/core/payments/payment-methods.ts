/** The payment methods the wallet's selects offer; the values are what the API receives. */
export const PAYMENT_METHODS = {
  /** The lightning payment provider (Speed). */
  lightning: 'speed',
  /** The crypto payment gateway (NOWPayments). */
  crypto: 'nowpayments',
} as const

export const PAYMENT_METHOD_LABELS: Readonly<Record<(typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS], string>> = {
  speed: 'Speed (Lightning)',
  nowpayments: 'NOWPayments (Crypto)',
}

/** Every payment is in US dollars (docs/product/constants.md#money). */
export const PAYMENT_CURRENCY = 'USD'

/**
 * The status a deposit is recorded with when it starts
 * (docs/product/entities-and-states.md#lightning-deposit).
 */
export const PENDING_STATUS = 'Pending'

export type PaymentMethodValue = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS]

/**
 * What the Wallet Address tab's select offers (docs/product/screens-and-routes.md#wallet): the
 * lightning provider.
 */
export const DEPOSIT_METHODS: readonly PaymentMethodValue[] = [PAYMENT_METHODS.lightning]

/**
 * What the Withdraw section's select offers (docs/product/screens-and-routes.md#wallet): the
 * lightning provider or the crypto gateway.
 */
export const WITHDRAW_METHODS: readonly PaymentMethodValue[] = [PAYMENT_METHODS.lightning, PAYMENT_METHODS.crypto]

/**
 * The currency select is shown only for the crypto gateway
 * (docs/product/screens-and-routes.md#wallet); it pays out in a chosen coin.
 */
export const takesPayoutCurrency = (method: string | null | undefined): boolean => (method ?? '').trim() === PAYMENT_METHODS.crypto
