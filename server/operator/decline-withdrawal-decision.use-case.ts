import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Db } from '../db/database'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor, WithdrawalDecisionError } from './withdrawal-decisions'

/**
 * Withdraws a proposal (its proposer on second thoughts, or another operator who found otherwise),
 * with a reason and an audit entry; the withdrawal keeps needing a decision.
 */
export const makeDeclineWithdrawalDecision =
  (deps: { readonly db: Db; readonly audit: AuditLog }) =>
  (actor: OperatorActor, withdrawalId: string, reason: string): TE.TaskEither<WithdrawalDecisionError, void> =>
  () =>
    deps.db.transaction().execute(async (trx) => {
      const removed = await trx
        .deleteFrom('withdrawal_decision_proposals')
        .where('withdrawal_id', '=', withdrawalId)
        .returning(['outcome', 'reference', 'proposed_by'])
        .executeTakeFirst()
      if (removed === undefined) return E.left({ _tag: 'NoProposal' } as const)
      await deps.audit.record(trx, {
        operatorId: actor.operatorId,
        via: 'api',
        action: 'withdrawal.decision_declined',
        target: { type: 'withdrawal', id: withdrawalId },
        before: { outcome: removed.outcome, reference: removed.reference, proposed_by: Number(removed.proposed_by) },
        after: null,
        reason,
        address: actor.address,
      })
      return E.right(undefined)
    })
