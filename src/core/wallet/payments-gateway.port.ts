import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { DepositRecord, Invoice, LightningPayment, PaymentCurrency, WithdrawAnswer, WithdrawRequest } from './payments'

/**
 * Deposits and withdrawals through our API only: the server holds the providers' keys and calls
 * them (DESIGN.md), and decides every status. Amounts are decimal dollars text ("12.50").
 * Never rejects: failures are returned as Left.
 */
export interface PaymentsGateway {
  /** POST /api/payments/lightning {amount} */
  readonly createLightningPayment: (amount: string) => TaskEither<GatewayError, LightningPayment>
  /** POST /api/store/transaction: records the deposit as pending. */
  readonly storeTransaction: (record: DepositRecord) => TaskEither<GatewayError, void>
  /** POST /api/generate-invoice-qr: Right is the invoice id for /deposit/invoice/{id}. */
  readonly generateInvoice: (payment: LightningPayment) => TaskEither<GatewayError, string>
  /** GET /api/invoice/{id} */
  readonly invoice: (invoiceId: string) => TaskEither<GatewayError, Invoice>
  /** POST /api/check-payment-status {invoice_id}: the status as the server read it from the provider. */
  readonly paymentStatus: (invoiceId: string) => TaskEither<GatewayError, string>
  /** GET /api/update_transaction/{id}: the server settles the record; the answer is not read. */
  readonly updateTransaction: (invoiceId: string) => TaskEither<GatewayError, void>
  /** GET /api/crypto/currencies */
  readonly currencies: () => TaskEither<GatewayError, readonly PaymentCurrency[]>
  /** POST /api/crypto/invoice: Right is the gateway's hosted invoice page. */
  readonly createCryptoInvoice: (request: { readonly amount: string; readonly orderId: string }) => TaskEither<GatewayError, string>
  /** POST /api/sandbox/lightning/pay/{id}: the sandbox provider pays the invoice (sandbox mode only). */
  readonly paySandboxInvoice: (invoiceId: string) => TaskEither<GatewayError, void>
  /** POST /api/withdraw */
  readonly withdraw: (request: WithdrawRequest) => TaskEither<GatewayError, WithdrawAnswer>
}
