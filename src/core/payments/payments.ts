import type { GatewayError } from '../shared/gateway-error'

/**
 * A lightning deposit to start: decimal dollars text, the chosen method and the depositing player;
 * `dob` (YYYY-MM-DD) only while the profile has no date of birth (a first deposit asks for it).
 */
export interface LightningDepositRequest {
  readonly amount: string
  readonly paymentMethod: string
  readonly userId: string
  readonly dob?: string
}

/**
 * A started lightning deposit: the id of its invoice page. The server's pending record of it is
 * informational, so failing to keep it does not stop the deposit; `unrecorded` says why it failed.
 */
export interface LightningDepositStarted {
  readonly invoiceId: string
  readonly unrecorded: GatewayError | null
}

/** The payment itself could not be made, or it was made but its invoice page could not be issued. */
export type LightningDepositFailure =
  { readonly _tag: 'PaymentNotCreated'; readonly error: GatewayError } | { readonly _tag: 'InvoiceNotIssued'; readonly error: GatewayError }

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
  /** What arrived (USD text) against what was asked, when they differ: a partial payment is credited as it arrived. */
  readonly paid?: { readonly asked: string; readonly received: string }
}

/** A currency the crypto gateway pays out in (only enabled ones are listed). */
export interface PaymentCurrency {
  readonly code: string
  readonly name: string
}

/** A payout to ask for: `address` is where it goes; `payoutCurrency` only for the crypto gateway. */
export interface WithdrawalRequest {
  readonly currency: string
  readonly amount: string
  readonly paymentMethod: string
  readonly address: string
  readonly payoutCurrency?: string
  /** The bonus money the player confirmed a withdrawal forfeits (docs/product/bonuses.md). */
  readonly confirmForfeitCents?: number
  /** The authenticator's code (or a recovery code), while two-factor sign-in is on. */
  readonly code?: string
}

/** The server's answer to a withdraw; for the crypto gateway, the payout's status and error. */
export interface WithdrawalAnswer {
  readonly status: string | null
  readonly error: string | null
}

/** One step of a withdrawal's life, as the player reads it. */
export interface WithdrawalStep {
  readonly step: 'requested' | 'processing' | 'sent' | 'failed' | 'rejected' | 'refunded'
  readonly at: string
  readonly reason: string | null
}

/** A withdrawal the player asked for, with its status timeline. */
export interface PlayerWithdrawal {
  readonly id: string
  readonly method: 'speed' | 'nowpayments'
  readonly amountCents: number
  readonly destination: string
  readonly stage: 'pending' | 'processing' | 'sent' | 'failed'
  readonly reason: string | null
  readonly refunded: boolean
  readonly createdAt: string
  readonly timeline: readonly WithdrawalStep[]
}
