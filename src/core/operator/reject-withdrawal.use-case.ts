import * as TE from 'fp-ts/TaskEither'
import type { QueuedWithdrawal } from './operator'
import type { OperatorGateway } from './operator-gateway.port'
import type { OperatorRefusal } from './operator-refusal'
import { reasonProblem } from './reason.rules'

/** Refuses a pending withdrawal with the reason the player reads; it is refunded once. */
export const makeRejectWithdrawal =
  (deps: { gateway: OperatorGateway }) =>
  (withdrawalId: string, reason: string): TE.TaskEither<OperatorRefusal<'reason'>, QueuedWithdrawal> => {
    const problem = reasonProblem(reason)
    if (problem !== undefined) return TE.left({ _tag: 'InvalidForm', errors: { reason: problem } })
    return deps.gateway.reject(withdrawalId, reason.trim())
  }

export type RejectWithdrawal = ReturnType<typeof makeRejectWithdrawal>
