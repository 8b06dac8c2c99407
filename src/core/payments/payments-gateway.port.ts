import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type {
  Invoice,
  LightningDepositFailure,
  LightningDepositRequest,
  LightningDepositStarted,
  PaymentCurrency,
  PlayerWithdrawal,
  WithdrawalAnswer,
  WithdrawalRequest,
} from './payments'

/**
 * Deposits and withdrawals through our API only: the server holds the providers' keys and calls
 * them (DESIGN.md), and decides every status. Amounts are decimal dollars text ("12.50").
 * Never rejects: failures are returned as Left.
 */
export interface PaymentsGateway {
  /** The Wallet Address deposit: a lightning payment, recorded as pending, and its invoice page's id. */
  readonly startLightningDeposit: (request: LightningDepositRequest) => TaskEither<LightningDepositFailure, LightningDepositStarted>
  /** The invoice page's data. */
  readonly invoice: (invoiceId: string) => TaskEither<GatewayError, Invoice>
  /** The status as the server read it from the provider. */
  readonly paymentStatus: (invoiceId: string) => TaskEither<GatewayError, string>
  /** Has the server settle the deposit from the provider's word. */
  readonly updateTransaction: (invoiceId: string) => TaskEither<GatewayError, void>
  /** The currencies the crypto gateway pays out in. */
  readonly currencies: () => TaskEither<GatewayError, readonly PaymentCurrency[]>
  /** A crypto deposit: Right is the gateway's hosted invoice page. */
  readonly createCryptoInvoice: (request: {
    readonly amount: string
    readonly orderId: string
    /** Only while the profile has no date of birth (YYYY-MM-DD). */
    readonly dob?: string
  }) => TaskEither<GatewayError, string>
  /** The sandbox provider pays the invoice (sandbox mode only). */
  readonly paySandboxInvoice: (invoiceId: string) => TaskEither<GatewayError, void>
  /** Asks for a payout; for the crypto gateway the answer carries the payout's status and error. */
  readonly requestWithdrawal: (request: WithdrawalRequest) => TaskEither<GatewayError, WithdrawalAnswer>
  /** The player's own withdrawals, newest first, each with its status timeline. */
  readonly myWithdrawals: () => TaskEither<GatewayError, readonly PlayerWithdrawal[]>
}
