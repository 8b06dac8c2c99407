import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../../shared/gateway-error'
import type { OperatorAccount, OperatorAction } from './operator-accounts'

/** Other operators' accounts (src/contracts/operator.contract.ts, manage_operators). Never rejects. */
export interface OperatorAccountsGateway {
  readonly list: () => TE.TaskEither<GatewayError, readonly OperatorAccount[]>
  /** Locks, unlocks or signs the operator out everywhere, with a reason; answers how many sessions ended. */
  readonly act: (operatorId: number, action: OperatorAction, reason: string) => TE.TaskEither<GatewayError, number>
}
