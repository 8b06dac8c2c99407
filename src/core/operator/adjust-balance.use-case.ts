import * as TE from 'fp-ts/TaskEither'
import { adjustmentProblems, type AdjustmentField } from './adjustment.rules'
import type { AdjustmentForm } from './operator'
import type { OperatorGateway } from './operator-gateway.port'
import type { OperatorRefusal } from './operator-refusal'

/**
 * A signed-off credit or debit of one of a player's balances, with a reason. The form's key makes
 * a retried submit (a lost answer, a double click) move the money once.
 */
export const makeAdjustBalance =
  (deps: { gateway: OperatorGateway }) =>
  (
    playerId: number,
    form: AdjustmentForm,
  ): TE.TaskEither<OperatorRefusal<AdjustmentField>, { readonly replayed: boolean; readonly proposed: boolean }> => {
    const problems = adjustmentProblems(form)
    if (Object.keys(problems).length > 0) return TE.left({ _tag: 'InvalidForm', errors: problems })
    return deps.gateway.adjust(playerId, { ...form, reason: form.reason.trim() })
  }

export type AdjustBalance = ReturnType<typeof makeAdjustBalance>
