import * as TE from 'fp-ts/TaskEither'
import type { PlayerDetail } from './operator'
import type { OperatorGateway } from './operator-gateway.port'
import type { OperatorRefusal } from './operator-refusal'
import { reasonProblem } from './reason.rules'

/** Locks a player (their sessions and games end) or unlocks them, with the reason the audit log keeps. */
export const makeSetPlayerLock =
  (deps: { gateway: OperatorGateway }) =>
  (playerId: number, locked: boolean, reason: string): TE.TaskEither<OperatorRefusal<'reason'>, PlayerDetail> => {
    const problem = reasonProblem(reason)
    if (problem !== undefined) return TE.left({ _tag: 'InvalidForm', errors: { reason: problem } })
    return deps.gateway.setLocked(playerId, locked, reason.trim())
  }

export type SetPlayerLock = ReturnType<typeof makeSetPlayerLock>
