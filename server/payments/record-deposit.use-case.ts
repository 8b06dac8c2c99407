import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Deposit } from './deposit'
import type { Deposits } from './deposits.port'
import { parsePaymentAmount } from './payment-amount.rules'
import { invalid, notFound, type PaymentRefusal } from './payment-refusal'

/**
 * The browser's deposit record (docs/product/entities-and-states.md#deposit-record): amounts are
 * decimal dollars text.
 */
export interface DepositRecordInput {
  readonly transaction_id: string
  readonly user_id: string | number
  readonly amount: string | number
  readonly currency: string
  readonly gateway: string
  readonly status: string
}

/**
 * store/transaction: the browser reports the deposit it started. The server already recorded it
 * when it asked the provider, so this only checks the report against that record (same player,
 * amount, currency and gateway) and notes it; the status it claims is never taken.
 */
export const makeRecordDeposit =
  (deps: { deposits: Deposits }) =>
  (userId: number, record: DepositRecordInput): TE.TaskEither<PaymentRefusal, Deposit> =>
  async () => {
    const deposit = await deps.deposits.findForUser(userId, record.transaction_id)
    if (deposit === null) return E.left(notFound)
    if (String(record.user_id) !== String(userId)) return E.left(invalid('user_id', 'You can only record your own deposits.'))
    const amount = parsePaymentAmount(record.amount)
    if (E.isLeft(amount)) return E.left(invalid('amount', amount.left))
    if (amount.right !== deposit.amountCents) return E.left(invalid('amount', 'The amount does not match the payment.'))
    if (record.currency.toUpperCase() !== 'USD') return E.left(invalid('currency', 'Payments are in USD only.'))
    if (record.gateway !== deposit.provider) return E.left(invalid('gateway', 'The gateway does not match the payment.'))
    await deps.deposits.markRecorded(deposit.id)
    return E.right(deposit)
  }

export type RecordDeposit = ReturnType<typeof makeRecordDeposit>
