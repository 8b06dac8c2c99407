import type { QueueStage } from './operator'
import type { OperatorGateway } from './operator-gateway.port'

/** The withdrawals waiting for an operator or on their way, at one stage or all of them. */
export const makeLoadWithdrawalQueue = (deps: { gateway: OperatorGateway }) => (stage: QueueStage | null) => deps.gateway.queue(stage)

export type LoadWithdrawalQueue = ReturnType<typeof makeLoadWithdrawalQueue>
