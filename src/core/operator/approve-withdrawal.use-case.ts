import type { OperatorGateway } from './operator-gateway.port'

/** Pays a pending lightning withdrawal; two operators at once pay it once (the server's word). */
export const makeApproveWithdrawal = (deps: { gateway: OperatorGateway }) => (withdrawalId: string) => deps.gateway.approve(withdrawalId)

export type ApproveWithdrawal = ReturnType<typeof makeApproveWithdrawal>
