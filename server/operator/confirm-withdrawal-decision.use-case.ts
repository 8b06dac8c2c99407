import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Transaction } from 'kysely'
import type { Database, Db } from '../db/database'
import { mayConfirm } from '../../src/core/operator/four-eyes.rules'
import type { Withdrawal } from '../payments/withdrawal'
import { DECISION_REFUND_MESSAGE, paidStatusOf } from '../payments/withdrawal-decision.rules'
import { W } from '../payments/withdrawal-states.rules'
import type { Alongside, Withdrawals } from '../payments/withdrawals.port'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor, WithdrawalDecisionError } from './withdrawal-decisions'

/** A confirmation the proposal refuses, thrown inside the step so its transaction writes nothing. */
class ConfirmationRefused extends Error {
  constructor(readonly refusal: WithdrawalDecisionError) {
    super(refusal._tag)
  }
}

/**
 * The second operator's half: the proposal, read under the withdrawal's lock, is carried out by the
 * state machine's own step (paid: the method's paid state with the provider's reference; refunded:
 * FAILED with the money back, once), and the proposal is removed with the confirmation's audit
 * entry, all in that step's transaction. The proposer cannot confirm; of two confirmations at once
 * one carries it out and the other finds the withdrawal final.
 */
export const makeConfirmWithdrawalDecision =
  (deps: { readonly db: Db; readonly withdrawals: Withdrawals; readonly audit: AuditLog }) =>
  (actor: OperatorActor, withdrawalId: string): TE.TaskEither<WithdrawalDecisionError, Withdrawal> =>
  async () => {
    const found = await deps.withdrawals.find(withdrawalId)
    if (found === null) return E.left({ _tag: 'NotFound' })
    // Read first to choose the step; read again under the lock, where a changed proposal stops it.
    const proposed = await deps.db
      .selectFrom('withdrawal_decision_proposals')
      .select(['outcome', 'reference'])
      .where('withdrawal_id', '=', withdrawalId)
      .executeTakeFirst()
    if (proposed === undefined) return E.left({ _tag: 'NoProposal' })
    const confirm: Alongside = async (trx: Transaction<Database>, before) => {
      const proposal = await trx
        .selectFrom('withdrawal_decision_proposals')
        .selectAll()
        .where('withdrawal_id', '=', withdrawalId)
        .forUpdate()
        .executeTakeFirst()
      if (proposal === undefined || proposal.outcome !== proposed.outcome || proposal.reference !== proposed.reference)
        throw new ConfirmationRefused({ _tag: 'NoProposal' })
      if (!mayConfirm(Number(proposal.proposed_by), actor.operatorId)) throw new ConfirmationRefused({ _tag: 'SameOperator' })
      await trx.deleteFrom('withdrawal_decision_proposals').where('withdrawal_id', '=', withdrawalId).execute()
      await deps.audit.record(trx, {
        operatorId: actor.operatorId,
        via: 'api',
        action: 'withdrawal.decision_confirmed',
        target: { type: 'withdrawal', id: withdrawalId },
        before: {
          status: before.status,
          player_id: before.userId,
          amount_cents: before.amountCents,
          proposed_by: Number(proposal.proposed_by),
        },
        after: { outcome: proposal.outcome, reference: proposal.reference },
        reason: proposal.reason,
        address: actor.address,
      })
    }
    try {
      const done =
        proposed.outcome === 'paid'
          ? await deps.withdrawals.move(
              withdrawalId,
              paidStatusOf(found.method),
              found.payoutId === null && proposed.reference !== null
                ? { payout: { batchId: proposed.reference, payoutId: proposed.reference } }
                : {},
              confirm,
            )
          : await deps.withdrawals.refund(withdrawalId, W.failed, DECISION_REFUND_MESSAGE, confirm)
      const now = await deps.withdrawals.find(withdrawalId)
      if (now === null) throw new Error(`withdrawal ${withdrawalId} vanished`)
      return done ? E.right(now) : E.left({ _tag: 'AlreadyDecided', status: now.status })
    } catch (err) {
      if (err instanceof ConfirmationRefused) return E.left(err.refusal)
      throw err
    }
  }
