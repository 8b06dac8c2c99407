import * as TE from 'fp-ts/TaskEither'
import type { QueuedWithdrawal } from './operator'
import type { OperatorGateway } from './operator-gateway.port'
import type { OperatorRefusal } from './operator-refusal'
import { reasonProblem } from './reason.rules'

/** Withdraws a proposal with a reason; the withdrawal keeps waiting for a decision. */
export const makeDeclineWithdrawalDecision =
  (deps: { gateway: OperatorGateway }) =>
  (withdrawalId: string, reason: string): TE.TaskEither<OperatorRefusal<'reason'>, QueuedWithdrawal> => {
    const problem = reasonProblem(reason)
    if (problem !== undefined) return TE.left({ _tag: 'InvalidForm', errors: { reason: problem } })
    return deps.gateway.declineDecision(withdrawalId, reason.trim())
  }

export type DeclineWithdrawalDecision = ReturnType<typeof makeDeclineWithdrawalDecision>
