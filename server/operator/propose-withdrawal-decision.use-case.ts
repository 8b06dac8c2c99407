import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Db } from '../db/database'
import type { DecisionOutcome } from '../payments/withdrawal-decision.rules'
import { lockWithdrawal } from '../payments/withdrawal-rows'
import { isFinal } from '../payments/withdrawal-states.rules'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor, WithdrawalDecisionError } from './withdrawal-decisions'

export interface DecisionProposal {
  readonly outcome: DecisionOutcome
  /** The provider's reference for the payment that went out (required for paid). */
  readonly reference: string | null
  /** What the operator found, for the one who confirms and for the audit log. */
  readonly reason: string
}

/**
 * The first operator's half of settling a withdrawal that needs a decision: the proposal is
 * written, under the withdrawal's lock, with its audit entry. Nothing moves until a second
 * operator confirms it; a withdrawal holds one proposal at a time.
 */
export const makeProposeWithdrawalDecision =
  (deps: { readonly db: Db; readonly audit: AuditLog }) =>
  (actor: OperatorActor, withdrawalId: string, proposal: DecisionProposal): TE.TaskEither<WithdrawalDecisionError, void> =>
  () =>
    deps.db.transaction().execute(async (trx) => {
      const row = await lockWithdrawal(trx, withdrawalId)
      if (row === undefined) return E.left({ _tag: 'NotFound' } as const)
      if (isFinal(row.status)) return E.left({ _tag: 'AlreadyDecided', status: row.status } as const)
      if (row.needs_decision_since === null) return E.left({ _tag: 'NotAwaitingDecision', status: row.status } as const)
      const inserted = await trx
        .insertInto('withdrawal_decision_proposals')
        .values({
          withdrawal_id: withdrawalId,
          outcome: proposal.outcome,
          reference: proposal.reference,
          reason: proposal.reason,
          proposed_by: actor.operatorId,
        })
        .onConflict((oc) => oc.column('withdrawal_id').doNothing())
        .executeTakeFirst()
      if (inserted.numInsertedOrUpdatedRows === 0n) return E.left({ _tag: 'AlreadyProposed' } as const)
      await deps.audit.record(trx, {
        operatorId: actor.operatorId,
        via: 'api',
        action: 'withdrawal.decision_proposed',
        target: { type: 'withdrawal', id: withdrawalId },
        before: { status: row.status, player_id: row.user_id, amount_cents: row.amount_cents },
        after: { outcome: proposal.outcome, reference: proposal.reference },
        reason: proposal.reason,
        address: actor.address,
      })
      return E.right(undefined)
    })
