import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../../src/core/shared/assert-never'
import type { Clock } from '../../src/core/shared/clock.port'
import { dailyLimitMessage } from '../../src/core/vip/vip-status.rules'
import type { CryptoPayouts } from './crypto-payouts.port'
import { newWithdrawalId } from './payment-ids'
import { payoutEndedMessage } from './payout-messages'
import { invalid, type PaymentRefusal } from './payment-refusal'
import type { Withdrawal } from './withdrawal'
import { gatewayStatus, isRefundedStatus, W } from './withdrawal-states.rules'
import { parseWithdrawalRequest, type ValidWithdrawal, type WithdrawalRequestBody } from './withdrawal-request.rules'
import type { Withdrawals } from './withdrawals.port'

export const INSUFFICIENT_MESSAGE = 'The amount is more than your withdrawable balance.'
export const PAYOUTS_UNAVAILABLE_MESSAGE = 'Crypto withdrawals are not available right now.'
export const GATEWAY_DOWN_MESSAGE = 'The payout could not be sent right now. Nothing was withdrawn; please try again later.'
/** Our words when the gateway refuses a payout; its own go to the operator (provider_error). */
export const PAYOUT_REFUSED_MESSAGE =
  'The payout could not be made to this address, so the amount is back in your withdrawable balance. Please check the address and currency.'
export const BAD_ADDRESS_MESSAGE = 'This address cannot receive this currency. Please check it; nothing was withdrawn.'

/** The answer the browser reads (`status`, `error`); REJECTED and FAILED stop its flow. */
export interface WithdrawalAnswer {
  readonly withdrawalId: string
  readonly status: string
  readonly error: string | null
}

export interface WithdrawDeps {
  readonly withdrawals: Withdrawals
  readonly payouts: CryptoPayouts
  readonly clock: Clock
  /** Two-factor sign-in (two-factor-settings.use-case.ts): whether it is on, and the withdrawal's fresh code, taken once. */
  readonly secondFactor: {
    readonly isOn: (userId: number) => Promise<boolean>
    readonly freshCode: (userId: number, code: string | undefined) => Promise<E.Either<string, void>>
  }
  /** What withdrawing now would forfeit of active bonus grants (read again, locked, when the withdrawal opens). */
  readonly forfeitDue: (userId: number) => Promise<number>
}

/**
 * A withdrawal: recorded and debited in one database transaction (the ledger refuses more than the
 * withdrawable balance, whatever runs at the same time, and then nothing is recorded). Lightning
 * payouts wait for an operator (PENDING). Crypto ones are marked SUBMITTING before the gateway is
 * called, so a crash in between is told apart from a payout never asked for (DEBITED); a refused or
 * failed payout is refunded at once, one whose request got no answer stays debited (UNCONFIRMED)
 * until the gateway's word (withdrawal-states.rules.ts). With two-factor sign-in on, a fresh code
 * is taken just before the money moves.
 */
export const makeRequestWithdrawal =
  (deps: WithdrawDeps) =>
  (input: {
    readonly userId: number
    readonly body: WithdrawalRequestBody
    readonly origin: string
  }): TE.TaskEither<PaymentRefusal, WithdrawalAnswer> =>
  async () => {
    const parsed = parseWithdrawalRequest(input.body, deps.clock.now().getTime())
    if (E.isLeft(parsed)) return E.left(invalid(parsed.left.field, parsed.left.message))
    const request = parsed.right
    if (request.method === 'nowpayments' && !deps.payouts.available) return E.left({ _tag: 'PayoutsUnavailable' })
    if (request.method === 'nowpayments') {
      // The gateway's documented preconditions, asked before anything is debited (issue 26 §6).
      const checked = await deps.payouts.checkPayout({
        address: request.address,
        currency: request.payoutCurrency ?? '',
        amountCents: request.amountCents,
      })()
      if (E.isLeft(checked)) {
        const refusal = checked.left
        switch (refusal._tag) {
          case 'BadAddress':
            return E.left(invalid('invoice', BAD_ADDRESS_MESSAGE))
          case 'BelowMinimum':
            return E.left(invalid('amount', belowMinimumMessage(refusal.minimum, request.payoutCurrency ?? '')))
          case 'Unavailable':
            return E.left({ _tag: 'PayoutsUnavailable' })
          default:
            return assertNever(refusal)
        }
      }
    }

    if (await deps.secondFactor.isOn(input.userId)) {
      // A forfeit still to confirm is asked before the code is spent, so the confirmed request can bring the same code.
      const due = await deps.forfeitDue(input.userId)
      if (due > 0 && input.body.confirm_forfeit_cents !== due) return E.left({ _tag: 'ForfeitUnconfirmed', forfeitCents: due })
      // Last before the money moves: a refusal above leaves the code unspent, for the player to try again.
      const code = await deps.secondFactor.freshCode(input.userId, input.body.code)
      if (E.isLeft(code)) return E.left(invalid('code', code.left))
    }
    const id = newWithdrawalId()
    const opened = await deps.withdrawals.open(
      { id, userId: input.userId, ...request },
      request.method === 'speed' ? W.pending : W.debited,
      input.body.confirm_forfeit_cents ?? null,
    )()
    if (E.isLeft(opened)) {
      switch (opened.left._tag) {
        case 'InsufficientFunds':
          return E.left(invalid('amount', INSUFFICIENT_MESSAGE))
        case 'ForfeitUnconfirmed':
          return E.left(opened.left)
        case 'DailyLimitExceeded':
          return E.left(invalid('amount', dailyLimitMessage(opened.left.limitCents, opened.left.withdrawnTodayCents, opened.left.resetsAt)))
        default:
          return assertNever(opened.left)
      }
    }
    if (request.method === 'nowpayments' && (await deps.withdrawals.move(id, W.submitting))) await payOut(deps, id, request, input.origin)
    // The record says how it ended, whoever wrote last (this request, the payout's IPN or the reconciler).
    const withdrawal = await deps.withdrawals.find(id)
    if (withdrawal === null) throw new Error(`withdrawal ${id} vanished`)
    return E.right(answerOf(withdrawal))
  }

export const belowMinimumMessage = (minimum: string, currency: string): string =>
  `This is below the smallest ${currency.toUpperCase()} payout (${minimum} ${currency.toUpperCase()}). Please withdraw more; nothing was withdrawn.`

const answerOf = (w: Withdrawal): WithdrawalAnswer => ({ withdrawalId: w.id, status: w.status, error: w.error })

async function payOut(deps: WithdrawDeps, id: string, request: ValidWithdrawal, origin: string): Promise<void> {
  const result = await deps.payouts.createPayout({
    address: request.address,
    currency: request.payoutCurrency ?? '',
    amountCents: request.amountCents,
    ipnCallbackUrl: `${origin}/api/webhooks/nowpayments`,
    reference: id,
  })()
  if (E.isLeft(result)) {
    const failure = result.left
    switch (failure._tag) {
      case 'OutcomeUnknown':
        await deps.withdrawals.move(id, W.unconfirmed)
        return
      case 'Refused':
        await deps.withdrawals.noteProviderError(id, failure.detail)
        await deps.withdrawals.refund(id, W.rejected, PAYOUT_REFUSED_MESSAGE)
        return
      case 'NotSent':
        await deps.withdrawals.refund(id, W.failed, GATEWAY_DOWN_MESSAGE)
        return
      default:
        return assertNever(failure)
    }
  }
  const payout = result.right
  const ids = { batchId: payout.batchId, payoutId: payout.payoutId }
  const status = gatewayStatus(payout.status)
  await deps.withdrawals.noteProviderError(id, payout.error)
  if (payout.sent !== null) await deps.withdrawals.noteSent(id, payout.sent)
  if (status !== null && isRefundedStatus(status)) await deps.withdrawals.refund(id, status, payoutEndedMessage(status))
  // A status we do not know yet: the payout exists, and the reconciler re-reads it by its ids.
  else await deps.withdrawals.move(id, status ?? W.unconfirmed, { error: null, payout: ids })
}

export type RequestWithdrawal = ReturnType<typeof makeRequestWithdrawal>
