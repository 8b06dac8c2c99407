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

/** Every payment is in US dollars (section 9). */
export const PAYMENT_CURRENCY = 'USD'

/** The status a deposit is recorded with when it starts (section 4). */
export const PENDING_STATUS = 'Pending'
