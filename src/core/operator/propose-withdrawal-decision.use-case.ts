import * as TE from 'fp-ts/TaskEither'
import { decisionProblems } from './decision.rules'
import type { DecisionForm, QueuedWithdrawal } from './operator'
import type { OperatorGateway } from './operator-gateway.port'
import type { OperatorRefusal } from './operator-refusal'

/** The first operator's half of settling a withdrawal that needs a decision; another operator confirms it. */
export const makeProposeWithdrawalDecision =
  (deps: { gateway: OperatorGateway }) =>
  (withdrawalId: string, form: DecisionForm): TE.TaskEither<OperatorRefusal<'reason' | 'reference'>, QueuedWithdrawal> => {
    const errors = decisionProblems(form)
    if (Object.keys(errors).length > 0) return TE.left({ _tag: 'InvalidForm', errors })
    return deps.gateway.proposeDecision(withdrawalId, {
      outcome: form.outcome,
      reference: form.reference.trim(),
      reason: form.reason.trim(),
    })
  }

export type ProposeWithdrawalDecision = ReturnType<typeof makeProposeWithdrawalDecision>
