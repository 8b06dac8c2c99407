import * as E from 'fp-ts/Either'
import { invoiceExpired, readLightningDestination } from '../../src/core/payments/withdrawal-destination.rules'
import type { Withdrawal } from './withdrawal'
import { W } from './withdrawal-states.rules'

/**
 * What the reconciler can do with a withdrawal whose provider never answered with an id: ask the
 * provider again where that is safe, or hand it to two operators (`decide`, saying why) where it
 * is not. `wait` where it is none of these.
 */
export type StuckWithdrawalStep =
  { readonly _tag: 'retrySend' } | { readonly _tag: 'decide'; readonly why: string } | { readonly _tag: 'wait' }

export const LOST_SEND_TO_ADDRESS =
  "Speed's answer to the send was lost and a lightning address cannot be paid again safely (each payment asks it for a new invoice). " +
  "Look in Speed's dashboard for an instant send whose note is this withdrawal's id."
export const LOST_SEND_EXPIRED_INVOICE =
  "Speed's answer to the send was lost and the invoice has expired, so it cannot be paid again. " +
  "Look in Speed's dashboard for an instant send whose note is this withdrawal's id."
export const LOST_PAYOUT_REQUEST =
  'The payout request got no answer, so NOWPayments may or may not have created it. ' +
  "Look in NOWPayments' payouts for one whose unique_external_id is this withdrawal's id."
export const refusedRetry = (message: string): string =>
  `Speed refused to pay the invoice again (${message}): the first send may have paid it. ` +
  "Look in Speed's dashboard for an instant send whose note is this withdrawal's id."

/**
 * A lightning send in SENDING with no Speed id: the request went out and its answer was lost (a
 * timeout, a crash). A BOLT11 invoice can be paid only once (its payment hash is the network's own
 * idempotency key), so sending it again is safe while it has not expired: paid once, or refused.
 * A lightning address makes a new invoice per payment, so a second send could pay twice. A crypto
 * payout request with no answer has no id to re-read by.
 */
export function stuckWithdrawalStep(w: Withdrawal, nowMs: number): StuckWithdrawalStep {
  if (w.method === 'speed' && w.status === W.sending && w.payoutId === null) {
    const destination = readLightningDestination(w.address)
    if (E.isLeft(destination) || destination.right.kind === 'address') return { _tag: 'decide', why: LOST_SEND_TO_ADDRESS }
    if (invoiceExpired(destination.right, nowMs)) return { _tag: 'decide', why: LOST_SEND_EXPIRED_INVOICE }
    return { _tag: 'retrySend' }
  }
  if (w.method === 'nowpayments' && w.status === W.unconfirmed && w.batchId === null) return { _tag: 'decide', why: LOST_PAYOUT_REQUEST }
  return { _tag: 'wait' }
}

/** What two operators may settle a withdrawal that needs a decision as. */
export type DecisionOutcome = 'paid' | 'refunded'

/** Paid is the method's own final paid state; refunded is FAILED with the money back. */
export const paidStatusOf = (method: Withdrawal['method']): typeof W.sent | typeof W.finished => (method === 'speed' ? W.sent : W.finished)

export const DECISION_REFUND_MESSAGE =
  'We could not confirm that the payout was sent, so the amount is back in your withdrawable balance. Please request it again.'
