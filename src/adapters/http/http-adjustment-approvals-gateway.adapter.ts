import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import {
  ConfirmAdjustmentProposal,
  DeclineAdjustmentProposal,
  ListAdjustmentProposals,
} from '../../contracts/operator-adjustments.contract'
import type { AdjustmentApprovalsGateway } from '../../core/operator/adjustments/adjustment-approvals-gateway.port'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

export const httpAdjustmentApprovalsGateway = (http: HttpClient): AdjustmentApprovalsGateway => {
  const call = callEndpoint(http)
  return {
    load: (playerId) =>
      pipe(
        call(ListAdjustmentProposals, { query: playerId === null ? {} : { player_id: playerId } }),
        TE.map((a) => ({
          limits: { approvalAboveCents: a.limits.approval_above_cents, dailyCapCents: a.limits.daily_cap_cents },
          adjustedTodayCents: a.adjusted_today_cents,
          pending: a.proposals.map((p) => ({
            id: p.id,
            player: p.player,
            direction: p.direction,
            balance: p.balance,
            amountCents: p.amount_cents,
            reason: p.reason,
            proposedBy: p.proposed_by,
            proposedAt: p.proposed_at,
          })),
        })),
      ),
    confirm: (id) =>
      pipe(
        call(ConfirmAdjustmentProposal, { params: { id }, body: {} }),
        TE.map(() => undefined),
      ),
    decline: (id, reason) =>
      pipe(
        call(DeclineAdjustmentProposal, { params: { id }, body: { reason } }),
        TE.map(() => undefined),
      ),
  }
}
