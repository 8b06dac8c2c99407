import * as E from 'fp-ts/Either'
import type { Clock } from '../../src/core/shared/clock.port'
import type { CryptoPayouts, PayoutResult } from './crypto-payouts.port'
import { newWithdrawalId } from './payment-ids'
import type { Withdrawal } from './withdrawal'
import { gatewayStatus, isRefundedStatus, W } from './withdrawal-states.rules'
import { parseWithdrawBody, type ValidWithdrawal, type WithdrawBody } from './withdraw-request.rules'
import type { Withdrawals } from './withdrawals.port'

export const INSUFFICIENT_MESSAGE = 'The amount is more than your withdrawable balance.'
export const PAYOUTS_UNAVAILABLE_MESSAGE = 'Crypto withdrawals are not available right now.'
export const GATEWAY_DOWN_MESSAGE = 'The payout could not be sent right now. Nothing was withdrawn; please try again later.'

/** The answer the browser reads (`status`, `error`); REJECTED and FAILED stop its flow. */
export interface WithdrawAnswer {
  readonly withdrawalId: string
  readonly status: string
  readonly error: string | null
}

export type WithdrawResult =
  | { readonly ok: true; readonly answer: WithdrawAnswer }
  | {
      readonly ok: false
      readonly refusal: { readonly _tag: 'Invalid'; readonly field: string; readonly message: string } | { readonly _tag: 'Unavailable' }
    }

export interface WithdrawDeps {
  readonly withdrawals: Withdrawals
  readonly payouts: CryptoPayouts
  readonly clock: Clock
}

/**
 * A withdrawal: recorded and debited in one database transaction (the ledger refuses more than the
 * withdrawable balance, whatever runs at the same time, and then nothing is recorded). Lightning
 * payouts wait for an operator (PENDING). Crypto ones are marked SUBMITTING before the gateway is
 * called, so a crash in between is told apart from a payout never asked for (DEBITED); a refused or
 * failed payout is refunded at once, one whose request got no answer stays debited (UNCONFIRMED)
 * until the gateway's word (withdrawal-states.rules.ts).
 */
export const makeWithdraw =
  (deps: WithdrawDeps) =>
  async (input: { readonly userId: number; readonly body: WithdrawBody; readonly origin: string }): Promise<WithdrawResult> => {
    const parsed = parseWithdrawBody(input.body, deps.clock.now().getTime())
    if (E.isLeft(parsed)) return { ok: false, refusal: { _tag: 'Invalid', ...parsed.left } }
    const request = parsed.right
    if (request.method === 'nowpayments' && !deps.payouts.available) return { ok: false, refusal: { _tag: 'Unavailable' } }

    const id = newWithdrawalId()
    const opened = await deps.withdrawals.open({ id, userId: input.userId, ...request }, request.method === 'speed' ? W.pending : W.debited)
    if (!opened.ok) return { ok: false, refusal: { _tag: 'Invalid', field: 'amount', message: INSUFFICIENT_MESSAGE } }
    if (request.method === 'nowpayments' && (await deps.withdrawals.move(id, W.submitting))) await payOut(deps, id, request, input.origin)
    // The record says how it ended, whoever wrote last (this request, the payout's IPN or the reconciler).
    const withdrawal = await deps.withdrawals.find(id)
    if (withdrawal === null) throw new Error(`withdrawal ${id} vanished`)
    return { ok: true, answer: answerOf(withdrawal) }
  }

const answerOf = (w: Withdrawal): WithdrawAnswer => ({ withdrawalId: w.id, status: w.status, error: w.error })

async function payOut(deps: WithdrawDeps, id: string, request: ValidWithdrawal, origin: string): Promise<void> {
  const result: PayoutResult = await deps.payouts.createPayout({
    address: request.address,
    currency: request.payoutCurrency ?? '',
    amountCents: request.amountCents,
    ipnCallbackUrl: `${origin}/api/webhooks/nowpayments`,
    reference: id,
  })
  if (!result.ok) {
    if (result.made === 'unknown') await deps.withdrawals.move(id, W.unconfirmed)
    else if (result.refusal !== null) await deps.withdrawals.refund(id, W.rejected, result.refusal)
    else await deps.withdrawals.refund(id, W.failed, GATEWAY_DOWN_MESSAGE)
    return
  }
  const { payout } = result
  const ids = { batchId: payout.batchId, payoutId: payout.payoutId }
  const status = gatewayStatus(payout.status)
  if (status !== null && isRefundedStatus(status))
    await deps.withdrawals.refund(id, status, payout.error ?? `The payout was ${status.toLowerCase()}.`)
  // A status we do not know yet: the payout exists, and the reconciler re-reads it by its ids.
  else await deps.withdrawals.move(id, status ?? W.unconfirmed, { error: payout.error, payout: ids })
}

export type Withdraw = ReturnType<typeof makeWithdraw>
