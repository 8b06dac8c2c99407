import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { Deposit, DepositStatus, PaymentProviderName } from './deposit'

export type NewDeposit = Omit<Deposit, 'status' | 'receivedCents'>

/** What one provider payment of a deposit is worth now, by the provider's own record of it. */
export interface PaymentValue {
  readonly provider: PaymentProviderName
  readonly paymentId: string
  readonly depositId: string
  readonly parentPaymentId: string | null
  readonly userId: number
  readonly totalCents: number
  readonly final: boolean
  readonly metadata: Readonly<Record<string, unknown>>
}

/** What a payment's report newly credited to a deposit's player. */
export interface NewCredit {
  readonly userId: number
  /** The deposit (invoice) the credit belongs to, whichever of its payments brought it. */
  readonly depositId: string
  readonly creditedCents: number
}

/** More work on a new credit (a promotion's grant) in the credit's own transaction: both commit or neither. */
export type CreditAlongside = (trx: Transaction<Database>, credit: NewCredit) => Promise<unknown>

/** A payment the sweep re-reads: not final yet. */
export interface OpenPayment {
  readonly provider: PaymentProviderName
  readonly paymentId: string
  readonly depositId: string
}

/** A crypto deposit no payment of which was ever named to us, and when its invoice was made. */
export interface NamelessDeposit {
  readonly deposit: Deposit
  readonly createdAt: Date
}

/** Our record of each deposit, next to the provider object it was created for. */
export interface Deposits {
  readonly create: (deposit: NewDeposit) => Promise<void>
  /** The player's own deposit by our invoice id or the provider's payment id; null for anyone else's. */
  readonly findForUser: (userId: number, ref: string) => Promise<Deposit | null>
  readonly findByProviderPayment: (provider: PaymentProviderName, providerPaymentId: string) => Promise<Deposit | null>
  readonly findByOrderId: (orderId: string) => Promise<Deposit | null>
  readonly findById: (id: string) => Promise<Deposit | null>
  /** The browser said it started this deposit (store/transaction); informational only. */
  readonly markRecorded: (id: string) => Promise<void>
  /** generate-invoice-qr was called for it. */
  readonly markInvoiceIssued: (id: string) => Promise<void>
  /** A status short of completed; a completed deposit never changes again. */
  readonly noteStatus: (id: string, status: Exclude<DepositStatus, 'completed'>) => Promise<void>
  /** After the ledger credited it (any number of times: it is the same credit). */
  readonly markCompleted: (id: string, ledgerTransactionId: number) => Promise<void>
  /** Stores a provider payment the moment it is named (a signed IPN), before anything else: the sweep finds it from here. */
  readonly notePayment: (p: {
    provider: PaymentProviderName
    paymentId: string
    depositId: string
    parentPaymentId: string | null
  }) => Promise<void>
  /** The provider's status of a payment not credited (yet); `final` ones are not swept again. */
  readonly notePaymentStatus: (provider: PaymentProviderName, paymentId: string, status: string, final: boolean) => Promise<void>
  /** How many payments are stored for a deposit (0 for one completed before payments were stored). */
  readonly paymentCount: (depositId: string) => Promise<number>
  /**
   * Credits what a payment is worth beyond what was credited for it, and records the payment's
   * total and the deposit completed with everything received, in one database transaction with the
   * payment locked: concurrent reports of the same payment credit it once, and a credit never
   * commits without its record. A report worth no more than was credited moves nothing, and
   * `alongside` runs only with a new credit.
   */
  readonly creditPayment: (value: PaymentValue, alongside?: CreditAlongside) => Promise<void>
  /** Deposits not final whose provider can still be asked, oldest checked first, and their open payments. */
  readonly sweepable: (
    limit: number,
    notBefore: Date,
  ) => Promise<{ readonly deposits: readonly Deposit[]; readonly payments: readonly OpenPayment[] }>
  /**
   * Pending NOWPayments deposits created between `notBefore` and `createdBefore` with no payment
   * stored (no IPN ever named one), the least recently looked for first, each marked looked for:
   * the sweep looks for their payments in the gateway's list of payments.
   */
  readonly nameless: (limit: number, notBefore: Date, createdBefore: Date) => Promise<readonly NamelessDeposit[]>
}
