import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import {
  ConfirmAdjustmentProposal,
  DeclineAdjustmentProposal,
  ListAdjustmentProposals,
  type AdjustmentProposalWire,
} from '../../../src/contracts/operator-adjustments.contract'
import { utcDay } from '../../../src/core/operator/adjustment-limits.rules'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { OperatorArea } from '../../composition/operator.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { adjustedToday, openProposals, proposalById, type AdjustmentProposal, type AdjustmentProposalError } from '../adjustment-proposals'
import type { OperatorActor } from '../withdrawal-decisions'
import { signedInOperator } from './operator-auth'

export const proposalWire = (p: AdjustmentProposal): AdjustmentProposalWire => ({
  id: p.id,
  player: { id: p.playerId, username: p.playerUsername },
  direction: p.direction,
  balance: p.balance,
  amount_cents: p.amountCents,
  reason: p.reason,
  proposed_by: p.proposedBy,
  proposed_at: p.proposedAt.toISOString(),
  decision: p.decision,
})

const actorOf = (request: FastifyRequest): OperatorActor => ({ operatorId: signedInOperator(request).id, address: addressKey(request.ip) })

function replyProposalError(reply: FastifyReply, error: AdjustmentProposalError): FastifyReply {
  switch (error._tag) {
    case 'ProposalNotFound':
      return reply.status(404).send({ message: 'No such adjustment proposal.' })
    case 'AlreadyDecided':
      return reply.status(409).send({ message: `This adjustment was ${error.decision} already: nothing moved now.` })
    case 'SameOperator':
      return reply.status(403).send({ message: 'Another operator must confirm the adjustment you proposed.' })
    case 'InsufficientFunds':
      return reply.status(422).send({ message: 'The debit is more than this balance holds now: nothing moved, the proposal still waits.' })
    default:
      return assertNever(error)
  }
}

/** GET /operator/adjustments; POST …/{id}/confirm and …/{id}/decline (adjust_balances). */
export function operatorAdjustmentsRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('adjust_balances')
    const decided = async (id: number) => {
      const p = await proposalById(area.db, id)
      if (p === null) throw new Error(`proposal ${id} vanished`)
      return proposalWire(p)
    }

    routeEndpoint(app, ListAdjustmentProposals, { onRequest }, async (request) => {
      const operatorId = signedInOperator(request).id
      const [proposals, used] = await Promise.all([
        openProposals(area.db, request.query.player_id ?? null, 100),
        adjustedToday(area.db, operatorId, utcDay(area.clock.now())),
      ])
      return {
        limits: {
          approval_above_cents: area.adjustmentLimits.approvalAboveCents,
          daily_cap_cents: area.adjustmentLimits.dailyCapCents,
        },
        adjusted_today_cents: used,
        proposals: proposals.map(proposalWire),
      }
    })

    routeEndpoint(app, ConfirmAdjustmentProposal, { onRequest }, async (request, reply) => {
      const result = await area.confirmAdjustment(actorOf(request), request.params.id)()
      if (E.isLeft(result)) return replyProposalError(reply, result.left)
      return { proposal: await decided(request.params.id), transaction_id: result.right.transactionId }
    })

    routeEndpoint(app, DeclineAdjustmentProposal, { onRequest }, async (request, reply) => {
      const result = await area.declineAdjustment(actorOf(request), request.params.id, request.body.reason)()
      if (E.isLeft(result)) return replyProposalError(reply, result.left)
      return { proposal: await decided(request.params.id) }
    })
  }
}
