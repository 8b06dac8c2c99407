import * as E from 'fp-ts/Either'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import { STOPPED_PAYOUT_STATUSES, type CryptoPayouts } from './crypto-payouts.port'
import { newWithdrawalId } from './payment-ids'
import type { RefundWithdrawal } from './refund-withdrawal.use-case'
import { WITHDRAWAL_STATUS, withdrawalKey } from './withdrawal'
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
  | { readonly ok: false; readonly refusal: { readonly _tag: 'Invalid'; readonly field: string; readonly message: string } | { readonly _tag: 'Unavailable' } }

export interface WithdrawDeps {
  readonly ledger: PaymentLedger
  readonly withdrawals: Withdrawals
  readonly payouts: CryptoPayouts
  readonly refund: RefundWithdrawal
}

/**
 * A withdrawal: recorded first, then debited (the ledger refuses more than the withdrawable
 * balance, whatever runs at the same time), then paid out. Lightning payouts wait for an operator
 * (PENDING). Crypto payouts go to the gateway; a refused or failed one is refunded at once, and
 * one whose request got no answer stays debited (UNCONFIRMED) until the gateway's IPN says.
 */
export const makeWithdraw = (deps: WithdrawDeps) =>
  async (input: { readonly userId: number; readonly body: WithdrawBody; readonly origin: string }): Promise<WithdrawResult> => {
    const parsed = parseWithdrawBody(input.body)
    if (E.isLeft(parsed)) return { ok: false, refusal: { _tag: 'Invalid', ...parsed.left } }
    const request = parsed.right
    if (request.method === 'nowpayments' && !deps.payouts.available) return { ok: false, refusal: { _tag: 'Unavailable' } }

    const id = newWithdrawalId()
    await deps.withdrawals.create({ id, userId: input.userId, ...request })
    const debit = await deps.ledger.debitWithdrawal({
      userId: input.userId, amountCents: request.amountCents, idempotencyKey: withdrawalKey(id), metadata: { withdrawal_id: id, method: request.method },
    })
    if (!debit.ok) {
      await deps.withdrawals.update(id, { status: WITHDRAWAL_STATUS.refused, error: INSUFFICIENT_MESSAGE })
      return { ok: false, refusal: { _tag: 'Invalid', field: 'amount', message: INSUFFICIENT_MESSAGE } }
    }
    if (request.method === 'speed') {
      await deps.withdrawals.update(id, { status: WITHDRAWAL_STATUS.pending })
      return { ok: true, answer: { withdrawalId: id, status: WITHDRAWAL_STATUS.pending, error: null } }
    }
    return { ok: true, answer: await payOut(deps, { id, userId: input.userId }, request, input.origin) }
  }

async function payOut(deps: WithdrawDeps, withdrawal: { id: string; userId: number }, request: ValidWithdrawal, origin: string): Promise<WithdrawAnswer> {
  const result = await deps.payouts.createPayout({
    address: request.address,
    currency: request.payoutCurrency ?? '',
    amountCents: request.amountCents,
    ipnCallbackUrl: `${origin}/api/webhooks/nowpayments`,
    reference: withdrawal.id,
  })
  const stop = async (status: string, error: string): Promise<WithdrawAnswer> => {
    await deps.refund(withdrawal, status, error)
    return { withdrawalId: withdrawal.id, status, error }
  }
  if (result.ok) {
    const { payout } = result
    if (STOPPED_PAYOUT_STATUSES.has(payout.status)) return stop(payout.status, payout.error ?? `The payout was ${payout.status.toLowerCase()}.`)
    await deps.withdrawals.update(withdrawal.id, { status: payout.status, error: payout.error, batchId: payout.batchId, payoutId: payout.payoutId })
    return { withdrawalId: withdrawal.id, status: payout.status, error: payout.error }
  }
  if (result.made === 'no') return result.refusal !== null ? stop('REJECTED', result.refusal) : stop('FAILED', GATEWAY_DOWN_MESSAGE)
  await deps.withdrawals.update(withdrawal.id, { status: WITHDRAWAL_STATUS.unconfirmed, error: null })
  return { withdrawalId: withdrawal.id, status: WITHDRAWAL_STATUS.unconfirmed, error: null }
}

export type Withdraw = ReturnType<typeof makeWithdraw>
