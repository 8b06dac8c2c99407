import type { Deposit, DepositStatus, PaymentProviderName } from './deposit'

export type NewDeposit = Omit<Deposit, 'status'>

/** Our record of each deposit, next to the provider object it was created for. */
export interface Deposits {
  readonly create: (deposit: NewDeposit) => Promise<void>
  /** The player's own deposit by our invoice id or the provider's payment id; null for anyone else's. */
  readonly findForUser: (userId: number, ref: string) => Promise<Deposit | null>
  readonly findByProviderPayment: (provider: PaymentProviderName, providerPaymentId: string) => Promise<Deposit | null>
  readonly findByOrderId: (orderId: string) => Promise<Deposit | null>
  /** The browser said it started this deposit (store/transaction); informational only. */
  readonly markRecorded: (id: string) => Promise<void>
  /** generate-invoice-qr was called for it. */
  readonly markInvoiceIssued: (id: string) => Promise<void>
  /** A status short of completed; a completed deposit never changes again. */
  readonly noteStatus: (id: string, status: Exclude<DepositStatus, 'completed'>) => Promise<void>
  /** After the ledger credited it (any number of times: it is the same credit). */
  readonly markCompleted: (id: string, ledgerTransactionId: number) => Promise<void>
}
