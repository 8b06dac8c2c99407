import type { OperatorGateway } from './operator-gateway.port'

/** The second operator carries another's proposal out: the withdrawal comes back final (the server's word on four eyes). */
export const makeConfirmWithdrawalDecision = (deps: { gateway: OperatorGateway }) => (withdrawalId: string) =>
  deps.gateway.confirmDecision(withdrawalId)

export type ConfirmWithdrawalDecision = ReturnType<typeof makeConfirmWithdrawalDecision>
