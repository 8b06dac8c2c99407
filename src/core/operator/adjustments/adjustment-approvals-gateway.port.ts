import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../../shared/gateway-error'
import type { AdjustmentApprovals } from './adjustment-approvals'

/** Adjustments waiting for a second operator (src/contracts/operator-adjustments.contract.ts). Never rejects. */
export interface AdjustmentApprovalsGateway {
  /** Of one player (every player's with null), with the limits and the signed-in operator's count for the UTC day. */
  readonly load: (playerId: number | null) => TE.TaskEither<GatewayError, AdjustmentApprovals>
  readonly confirm: (proposalId: number) => TE.TaskEither<GatewayError, void>
  readonly decline: (proposalId: number, reason: string) => TE.TaskEither<GatewayError, void>
}
