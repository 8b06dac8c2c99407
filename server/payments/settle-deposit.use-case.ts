import * as E from 'fp-ts/Either'
import type { CryptoGateway } from './crypto-gateway.port'
import { isFinal, type Deposit, type DepositStatus } from './deposit'
import { cryptoOutcome, lightningOutcome, type DepositOutcome } from './deposit-outcome'
import type { CreditAlongside, Deposits } from './deposits.port'
import type { LightningProvider } from './lightning-provider.port'

export interface SettleDepositDeps {
  readonly lightning: LightningProvider
  readonly crypto: CryptoGateway
  readonly deposits: Deposits
  /** A promotion on each new credit (happy hour), committed in the credit's own transaction. */
  readonly onCredited?: CreditAlongside
}

/** How a settle went: the deposit's status after it, and whether the provider answered the re-read. */
export interface Settled {
  readonly status: DepositStatus
  readonly read: boolean
}

/**
 * Brings a deposit up to date from the provider's own record (never from what a browser says):
 * re-reads the payment and credits the USD value of what arrived (deposit-outcome.ts) through the
 * ledger, with its record on the payment and the deposit in the same transaction
 * (Deposits.creditPayment). Any number of concurrent calls, polls, sweeps and replayed webhooks
 * credit each payment once, and a payment that grows is credited the difference.
 * `cryptoPaymentId` is the NOWPayments payment an IPN or the sweep named (an invoice is read
 * through its payments).
 */
export const makeSettleDeposit = (deps: SettleDepositDeps) => {
  const apply = async (
    deposit: Deposit,
    paymentId: string,
    parentPaymentId: string | null,
    outcome: DepositOutcome,
  ): Promise<DepositStatus> => {
    if (!outcome.credit) {
      await deps.deposits.notePaymentStatus(deposit.provider, paymentId, outcome.status, outcome.final)
      if (outcome.status !== deposit.status && outcome.status !== 'completed' && deposit.status !== 'completed')
        await deps.deposits.noteStatus(deposit.id, outcome.status)
      return deposit.receivedCents > 0 ? 'completed' : outcome.status
    }
    await deps.deposits.creditPayment(
      {
        provider: deposit.provider,
        paymentId,
        depositId: deposit.id,
        parentPaymentId,
        userId: deposit.userId,
        totalCents: outcome.cents,
        final: outcome.final,
        metadata: { provider: deposit.provider, provider_payment_id: paymentId, invoice_id: deposit.id },
      },
      deps.onCredited,
    )
    return 'completed'
  }

  const settle = async (deposit: Deposit, cryptoPaymentId?: string): Promise<Settled> => {
    if (deposit.provider === 'speed') {
      if (isFinal(deposit.status)) return { status: deposit.status, read: true }
      const read = await deps.lightning.readPayment(deposit.providerPaymentId)()
      if (E.isLeft(read)) return { status: deposit.status, read: false }
      return { status: await apply(deposit, deposit.providerPaymentId, null, lightningOutcome(deposit, read.right)), read: true }
    }
    if (cryptoPaymentId === undefined) return { status: deposit.status, read: true }
    const read = await deps.crypto.readPayment(cryptoPaymentId)()
    if (E.isLeft(read)) return { status: deposit.status, read: false }
    const payment = read.right
    // A deposit completed before payments were stored was credited under its invoice's key: its
    // first payment must not be credited again under the payment's own.
    if (deposit.status === 'completed' && payment.parentPaymentId === null && (await deps.deposits.paymentCount(deposit.id)) === 0)
      return { status: 'completed', read: true }
    return { status: await apply(deposit, payment.paymentId, payment.parentPaymentId, cryptoOutcome(deposit, payment)), read: true }
  }

  return Object.assign(
    async (deposit: Deposit, cryptoPaymentId?: string): Promise<DepositStatus> => (await settle(deposit, cryptoPaymentId)).status,
    {
      /** The same, saying whether the provider answered: an IPN whose re-read failed is answered so the provider retries. */
      reporting: settle,
    },
  )
}

export type SettleDeposit = ReturnType<typeof makeSettleDeposit>
