import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clock } from '../../src/core/shared/clock.port'
import { invoiceExpired, readLightningDestination } from '../../src/core/payments/withdrawal-destination.rules'
import type { LightningPayouts } from '../payments/lightning-payouts.port'
import type { UsdSatsRate } from '../payments/usd-sats-rate.port'
import type { Withdrawal } from '../payments/withdrawal'
import { W } from '../payments/withdrawal-states.rules'
import type { Withdrawals } from '../payments/withdrawals.port'
import type { AuditLog } from './audit-log.port'
import { audited, type OperatorActor, type WithdrawalDecisionError } from './withdrawal-decisions'
import { settleInstantSend } from './settle-instant-send'

export const INVOICE_EXPIRED_BEFORE_PAID =
  'The lightning invoice expired before it could be paid, so the amount is back in your withdrawable balance. Please request it again with a new invoice or your lightning address.'

/**
 * An operator approves a PENDING lightning withdrawal: it moves to SENDING under the row's lock
 * (with the approval's audit entry, in one transaction), so of two operators approving at once,
 * or an approval racing a rejection, exactly one goes on. Only then is Speed asked to pay it, once,
 * in sats at the quoted rate; the withdrawal records the sats, the rate and Speed's fee.
 * Speed's answer settles it: paid is SENT; failed, or refused (nothing sent), is FAILED and refunded
 * once; no answer leaves it SENDING, debited, until a re-check finds out. An invoice that expired
 * while it waited is refunded without calling Speed.
 */
export const makeApproveWithdrawal =
  (deps: {
    readonly withdrawals: Withdrawals
    readonly lightning: LightningPayouts
    readonly rate: UsdSatsRate
    readonly audit: AuditLog
    readonly clock: Clock
  }) =>
  (actor: OperatorActor, withdrawalId: string): TE.TaskEither<WithdrawalDecisionError, Withdrawal> =>
  async () => {
    const found = await deps.withdrawals.find(withdrawalId)
    if (found === null) return E.left({ _tag: 'NotFound' })
    if (found.method !== 'speed') return E.left({ _tag: 'NotLightning' })
    // Priced before anything moves: without a rate nothing is sent, and the withdrawal waits as it was.
    const quote = await deps.rate.quote(found.amountCents)()
    if (E.isLeft(quote)) return E.left({ _tag: 'ProviderUnavailable' })
    const approved = await deps.withdrawals.move(
      withdrawalId,
      W.sending,
      {},
      audited(deps.audit, actor, 'withdrawal.approved', { status: W.sending }),
    )
    if (!approved) return E.left({ _tag: 'AlreadyDecided', status: (await deps.withdrawals.find(withdrawalId))?.status ?? found.status })

    const destination = readLightningDestination(found.address)
    if (E.isLeft(destination) || invoiceExpired(destination.right, deps.clock.now().getTime())) {
      const reason = E.isLeft(destination) ? destination.left : INVOICE_EXPIRED_BEFORE_PAID
      await deps.withdrawals.refund(
        withdrawalId,
        W.failed,
        reason,
        audited(deps.audit, actor, 'withdrawal.payout_failed', { status: W.failed, error: reason }),
      )
    } else {
      const sats = String(quote.right.sats)
      await deps.withdrawals.noteSent(withdrawalId, {
        amount: sats,
        currency: 'SATS',
        rate: quote.right.satsPerUsd,
        fee: null,
        feeCurrency: null,
      })
      const sent = await deps.lightning.send({ amountSats: quote.right.sats, destination: found.address, reference: found.id })()
      if (E.isRight(sent) && sent.right.fees !== null)
        await deps.withdrawals.noteSent(withdrawalId, {
          amount: sent.right.amount === null ? sats : String(sent.right.amount),
          currency: sent.right.currency ?? 'SATS',
          rate: quote.right.satsPerUsd,
          fee: String(sent.right.fees),
          feeCurrency: sent.right.currency ?? 'SATS',
        })
      await settleInstantSend(deps, actor, withdrawalId, sent)
    }
    const now = await deps.withdrawals.find(withdrawalId)
    if (now === null) throw new Error(`withdrawal ${withdrawalId} vanished`)
    return E.right(now)
  }

export type ApproveWithdrawal = ReturnType<typeof makeApproveWithdrawal>
