/** A lightning payment the server asked the provider for. `expiresAt` is epoch milliseconds. */
export interface LightningPayment {
  readonly id: string
  readonly expiresAt: number
  readonly paymentRequest: string
}

/**
 * The invoice page's data (docs/product/entities-and-states.md#invoice). `expiresAt` is epoch
 * milliseconds.
 */
export interface Invoice {
  readonly invoiceId: string
  readonly expiresAt: number
  /** What the QR code encodes. */
  readonly qrcodeUrl: string
  /** Where "Open Wallet" goes. */
  readonly checkoutUrl: string
  /** The server runs the built-in sandbox providers: the page may settle the invoice itself (DESIGN.md). */
  readonly sandbox: boolean
}

/** A currency the crypto gateway pays out in (only enabled ones are listed). */
export interface PaymentCurrency {
  readonly code: string
  readonly name: string
}

/**
 * The deposit record kept while a payment is pending
 * (docs/product/entities-and-states.md#deposit-record). Amounts are decimal dollars text.
 */
export interface DepositRecord {
  readonly transaction_id: string
  readonly user_id: string
  readonly amount: string
  readonly currency: string
  readonly gateway: string
  readonly status: string
}

/** POST /api/withdraw. `invoice` is the destination address; `payout_currency` only for the crypto gateway. */
export interface WithdrawRequest {
  readonly currency: string
  readonly amount: string
  readonly payment_method: string
  readonly invoice: string
  readonly payout_currency?: string
}

/** The server's answer to a withdraw; for the crypto gateway, the payout's status and error. */
export interface WithdrawAnswer {
  readonly status: string | null
  readonly error: string | null
}
