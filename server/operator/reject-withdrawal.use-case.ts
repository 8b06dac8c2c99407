import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Withdrawal } from '../payments/withdrawal'
import { W } from '../payments/withdrawal-states.rules'
import type { Withdrawals } from '../payments/withdrawals.port'
import type { AuditLog } from './audit-log.port'
import { audited, type OperatorActor, type WithdrawalDecisionError } from './withdrawal-decisions'

/**
 * An operator refuses a PENDING lightning withdrawal with a reason: REJECTED and refunded in one
 * transaction with its audit entry, at most once (the state machine allows it only from PENDING,
 * under the row's lock, so a rejection racing an approval loses if the approval came first). The
 * reason is what the player reads.
 */
export const makeRejectWithdrawal =
  (deps: { readonly withdrawals: Withdrawals; readonly audit: AuditLog }) =>
  (actor: OperatorActor, withdrawalId: string, reason: string): TE.TaskEither<WithdrawalDecisionError, Withdrawal> =>
  async () => {
    const found = await deps.withdrawals.find(withdrawalId)
    if (found === null) return E.left({ _tag: 'NotFound' })
    // A crypto payout may already be at the gateway: refunding it could pay the player twice.
    if (found.method !== 'speed') return E.left({ _tag: 'NotLightning' })
    const text = reason.trim()
    const rejected = await deps.withdrawals.refund(
      withdrawalId,
      W.rejected,
      text,
      audited(deps.audit, actor, 'withdrawal.rejected', { status: W.rejected, error: text }, text),
    )
    const now = await deps.withdrawals.find(withdrawalId)
    if (now === null) throw new Error(`withdrawal ${withdrawalId} vanished`)
    return rejected ? E.right(now) : E.left({ _tag: 'AlreadyDecided', status: now.status })
  }

export type RejectWithdrawal = ReturnType<typeof makeRejectWithdrawal>
