import * as E from 'fp-ts/Either'
import { SEND_FAILED_MESSAGE, SEND_REFUSED_MESSAGE, type InstantSend, type LightningPayouts } from '../payments/lightning-payouts.port'

export { SEND_FAILED_MESSAGE }
import type { ProviderFailure } from '../payments/provider-result'
import { W } from '../payments/withdrawal-states.rules'
import type { Withdrawals } from '../payments/withdrawals.port'
import type { AuditLog } from './audit-log.port'
import { audited, type OperatorActor } from './withdrawal-decisions'

export type SendOutcome = 'sent' | 'failed' | 'on its way' | 'unknown'

/**
 * Applies Speed's word about a SENDING withdrawal's instant send: paid is SENT (with Speed's id);
 * failed, or a refusal (nothing was sent), is FAILED and refunded once; unpaid keeps it SENDING with
 * Speed's id, for a re-check; no answer keeps it SENDING as it is. Each step with its audit entry.
 */
export async function settleInstantSend(
  deps: { readonly withdrawals: Withdrawals; readonly lightning: LightningPayouts; readonly audit: AuditLog },
  actor: OperatorActor,
  withdrawalId: string,
  answer: E.Either<ProviderFailure, InstantSend>,
): Promise<SendOutcome> {
  if (E.isLeft(answer)) {
    if (answer.left._tag === 'Unavailable') return 'unknown'
    await deps.withdrawals.noteProviderError(withdrawalId, answer.left.message)
    const reason = SEND_REFUSED_MESSAGE
    await deps.withdrawals.refund(
      withdrawalId,
      W.failed,
      reason,
      audited(deps.audit, actor, 'withdrawal.payout_failed', { status: W.failed, error: reason }),
    )
    return 'failed'
  }
  const send = answer.right
  const ids = { batchId: send.id, payoutId: send.id }
  switch (send.status) {
    case 'paid':
      await deps.withdrawals.move(withdrawalId, W.sent, { payout: ids }, audited(deps.audit, actor, 'withdrawal.paid', { status: W.sent }))
      return 'sent'
    case 'failed': {
      // Speed's reason is the operator's (provider_error); the player reads ours.
      await deps.withdrawals.noteProviderError(withdrawalId, send.failureReason)
      const reason = SEND_FAILED_MESSAGE
      await deps.withdrawals.notePayout(withdrawalId, ids)
      await deps.withdrawals.refund(
        withdrawalId,
        W.failed,
        reason,
        audited(deps.audit, actor, 'withdrawal.payout_failed', { status: W.failed, error: reason }),
      )
      return 'failed'
    }
    case 'unpaid':
      await deps.withdrawals.notePayout(withdrawalId, ids)
      return 'on its way'
  }
}
