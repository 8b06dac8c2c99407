import * as E from 'fp-ts/Either'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import type { CryptoGateway } from './crypto-gateway.port'
import { isFinal, type Deposit, type DepositStatus } from './deposit'
import { cryptoOutcome, lightningOutcome, type DepositOutcome } from './deposit-outcome'
import type { Deposits } from './deposits.port'
import type { LightningProvider } from './lightning-provider.port'
import { depositKey } from './payment-ids'

export interface SettleDepositDeps {
  readonly lightning: LightningProvider
  readonly crypto: CryptoGateway
  readonly deposits: Deposits
  readonly ledger: PaymentLedger
  /** A promotion on each credit (happy hour), before the credit is recorded: a crash in between is finished by the next settle. */
  readonly onCredited?: (c: { readonly userId: number; readonly depositId: string; readonly creditedCents: number }) => Promise<unknown>
}

/** How a settle went: the deposit's status after it, and whether the provider answered the re-read. */
export interface Settled {
  readonly status: DepositStatus
  readonly read: boolean
}

/**
 * The ledger key of a payment's credit: the payment's own key for its first credit; a payment that
 * later shows more arrived (partially_paid, then finished) adds the difference under a key naming
 * the new total, so every report credits at most once.
 */
const creditKey = (deposit: Deposit, paymentId: string, before: number, total: number): string =>
  before === 0 ? depositKey(deposit.provider, paymentId) : `${depositKey(deposit.provider, paymentId)}:up-to:${total}`

/**
 * Brings a deposit up to date from the provider's own record (never from what a browser says):
 * re-reads the payment and credits the USD value of what arrived (deposit-outcome.ts) through the
 * ledger under the payment's key, then records it on the payment and the deposit. Any number of
 * concurrent calls, polls, sweeps and replayed webhooks credit each payment once; a crash between
 * the credit and its record is finished by the next one (the ledger answers the same credit).
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
    const before = await deps.deposits.creditedFor(deposit.provider, paymentId)
    if (outcome.cents > before) {
      const credited = await deps.ledger.creditDeposit({
        userId: deposit.userId,
        amountCents: outcome.cents - before,
        idempotencyKey: creditKey(deposit, paymentId, before, outcome.cents),
        metadata: { provider: deposit.provider, provider_payment_id: paymentId, invoice_id: deposit.id },
      })()
      // The key belongs to this payment alone: another amount or player under it is a broken invariant.
      if (E.isLeft(credited)) throw new Error(`deposit ${deposit.id} payment ${paymentId} could not be credited: ${credited.left._tag}`)
      await deps.onCredited?.({ userId: deposit.userId, depositId: deposit.id, creditedCents: outcome.cents - before })
      await deps.deposits.recordCredit({
        provider: deposit.provider,
        paymentId,
        depositId: deposit.id,
        parentPaymentId,
        status: 'credited',
        final: outcome.final,
        creditedCents: outcome.cents,
        ledgerTransactionId: credited.right.transactionId,
      })
    } else if (outcome.final) await deps.deposits.notePaymentStatus(deposit.provider, paymentId, 'credited', true)
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
