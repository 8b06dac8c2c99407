import type { AdjustmentApprovalsGateway } from './adjustment-approvals-gateway.port'

/** A player's adjustments waiting for a second operator (every player's with null), with the limits the form states. */
export const makeLoadAdjustmentApprovals = (deps: { gateway: AdjustmentApprovalsGateway }) => (playerId: number | null) =>
  deps.gateway.load(playerId)
export type LoadAdjustmentApprovals = ReturnType<typeof makeLoadAdjustmentApprovals>

/** Confirm (the server refuses the proposer: four eyes) or decline with a reason. */
export const makeAdjustmentApprovalActions = (deps: { gateway: AdjustmentApprovalsGateway }) => ({
  confirm: (proposalId: number) => deps.gateway.confirm(proposalId),
  decline: (proposalId: number, reason: string) => deps.gateway.decline(proposalId, reason.trim()),
})
export type AdjustmentApprovalActions = ReturnType<typeof makeAdjustmentApprovalActions>
