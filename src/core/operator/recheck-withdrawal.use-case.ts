import * as TE from 'fp-ts/TaskEither'
import type { QueuedWithdrawal } from './operator'
import type { OperatorGateway } from './operator-gateway.port'

/** Re-reads a payout on its way at its provider and applies its word; answers the withdrawal as it is now. */
export const makeRecheckWithdrawal = (deps: { gateway: OperatorGateway }) => (withdrawalId: string) =>
  TE.map((checked: { readonly withdrawal: QueuedWithdrawal }) => checked.withdrawal)(deps.gateway.recheck(withdrawalId))

export type RecheckWithdrawal = ReturnType<typeof makeRecheckWithdrawal>
