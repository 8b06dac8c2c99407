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
}

/**
 * Brings a deposit up to date from the provider's own record (never from what a browser says):
 * re-reads the payment and, when it is paid in full, credits the deposit's amount through the
 * ledger under the provider payment's key. Any number of concurrent calls, polls and replayed
 * webhooks credit it once. A provider that does not answer leaves the deposit as it was.
 * `cryptoPaymentId` is the NOWPayments payment an IPN named (an invoice can only be read
 * through its payments).
 */
export const makeSettleDeposit = (deps: SettleDepositDeps) => {
  const apply = async (deposit: Deposit, outcome: DepositOutcome): Promise<DepositStatus> => {
    if (!outcome.credit) {
      if (outcome.status !== deposit.status && outcome.status !== 'completed') await deps.deposits.noteStatus(deposit.id, outcome.status)
      return outcome.status
    }
    const credited = await deps.ledger.creditDeposit({
      userId: deposit.userId,
      amountCents: deposit.amountCents,
      idempotencyKey: depositKey(deposit.provider, deposit.providerPaymentId),
      metadata: { provider: deposit.provider, provider_payment_id: deposit.providerPaymentId, invoice_id: deposit.id },
    })()
    // The key belongs to this deposit alone: another amount or player under it is a broken invariant.
    if (E.isLeft(credited)) throw new Error(`deposit ${deposit.id} could not be credited: ${credited.left._tag}`)
    await deps.deposits.markCompleted(deposit.id, credited.right.transactionId)
    return 'completed'
  }

  return async (deposit: Deposit, cryptoPaymentId?: string): Promise<DepositStatus> => {
    if (deposit.status === 'completed') return 'completed'
    if (deposit.provider === 'speed') {
      if (isFinal(deposit.status)) return deposit.status
      const read = await deps.lightning.readPayment(deposit.providerPaymentId)()
      return E.isRight(read) ? apply(deposit, lightningOutcome(deposit, read.right)) : deposit.status
    }
    if (cryptoPaymentId === undefined) return deposit.status
    const read = await deps.crypto.readPayment(cryptoPaymentId)()
    return E.isRight(read) ? apply(deposit, cryptoOutcome(deposit, read.right)) : deposit.status
  }
}

export type SettleDeposit = ReturnType<typeof makeSettleDeposit>
