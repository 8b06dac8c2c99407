import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import {
  ApproveWithdrawal,
  ConfirmWithdrawalDecision,
  DeclineWithdrawalDecision,
  GetWithdrawal,
  ProposeWithdrawalDecision,
  ListWithdrawalQueue,
  RecheckWithdrawal,
  RejectWithdrawal,
} from '../../../src/contracts/operator.contract'
import type { OperatorArea } from '../../composition/operator.composition'
import { REFERENCE_MESSAGE } from '../../../src/core/operator/decision.rules'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { PROCESSING_STATUSES, FAILED_STATUSES, statusesOf } from '../../payments/withdrawal-stage.rules'
import type { QueuedWithdrawal } from '../../payments/withdrawal-queue.port'
import type { OperatorActor } from '../withdrawal-decisions'
import { signedInOperator } from './operator-auth'
import { replyDecisionError, WITHDRAWAL_NOT_FOUND } from './operator-replies'
import { timelineFor, withdrawalRowView } from '../../payments/http/withdrawal.view'
import type { FastifyRequest } from 'fastify'

const DEFAULT_LIMIT = 50
const QUEUE_STATUSES = ['PENDING', ...PROCESSING_STATUSES, ...FAILED_STATUSES]
/** Every state a withdrawal can need a decision in: any that is not final. */
const OPEN_STATUSES = ['PENDING', ...PROCESSING_STATUSES]

const actorOf = (request: FastifyRequest): OperatorActor => ({ operatorId: signedInOperator(request).id, address: addressKey(request.ip) })

/** The withdrawal queue and its decisions (permission approve_withdrawals). */
export function operatorWithdrawalsRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('approve_withdrawals')
    const now = () => area.clock.now()
    const row = async (id: string): Promise<QueuedWithdrawal> => {
      const found = await area.queue.one(id)
      if (found === null) throw new Error(`withdrawal ${id} vanished`)
      return found
    }

    routeEndpoint(app, ListWithdrawalQueue, { onRequest }, async (request) => {
      const { stage, method, limit, offset } = request.query
      const page = await area.queue.list({
        statuses: stage === undefined ? QUEUE_STATUSES : stage === 'decision' ? OPEN_STATUSES : statusesOf(stage),
        needsDecision: stage === 'decision',
        ...(method !== undefined ? { method } : {}),
        limit: Math.min(limit ?? DEFAULT_LIMIT, 200),
        offset: offset ?? 0,
      })
      return { withdrawals: page.rows.map((w) => withdrawalRowView(w, now())), total: page.total }
    })

    routeEndpoint(app, GetWithdrawal, { onRequest }, async (request, reply) => {
      const found = await area.queue.one(request.params.id)
      if (found === null) return reply.status(404).send(WITHDRAWAL_NOT_FOUND)
      return { withdrawal: withdrawalRowView(found, now()), timeline: timelineFor(found, await area.queue.events([found.id])) }
    })

    routeEndpoint(app, ApproveWithdrawal, { onRequest }, async (request, reply) => {
      const result = await area.approveWithdrawal(actorOf(request), request.params.id)()
      if (E.isLeft(result)) return replyDecisionError(reply, result.left)
      return { withdrawal: withdrawalRowView(await row(result.right.id), now()) }
    })

    routeEndpoint(app, RejectWithdrawal, { onRequest }, async (request, reply) => {
      const result = await area.rejectWithdrawal(actorOf(request), request.params.id, request.body.reason)()
      if (E.isLeft(result)) return replyDecisionError(reply, result.left)
      return { withdrawal: withdrawalRowView(await row(result.right.id), now()) }
    })

    routeEndpoint(app, RecheckWithdrawal, { onRequest }, async (request, reply) => {
      const result = await area.recheckWithdrawal(actorOf(request), request.params.id)()
      if (E.isLeft(result)) return replyDecisionError(reply, result.left)
      return { withdrawal: withdrawalRowView(await row(result.right.withdrawal.id), now()), changed: result.right.changed }
    })

    routeEndpoint(app, ProposeWithdrawalDecision, { onRequest }, async (request, reply) => {
      const { outcome, reason } = request.body
      const reference = request.body.reference ?? null
      if (outcome === 'paid' && reference === null)
        return reply.status(422).send({ message: REFERENCE_MESSAGE, errors: { reference: [REFERENCE_MESSAGE] } })
      const result = await area.proposeDecision(actorOf(request), request.params.id, {
        outcome,
        reference: outcome === 'paid' ? reference : null,
        reason: reason.trim(),
      })()
      if (E.isLeft(result)) return replyDecisionError(reply, result.left)
      return { withdrawal: withdrawalRowView(await row(request.params.id), now()) }
    })

    routeEndpoint(app, ConfirmWithdrawalDecision, { onRequest }, async (request, reply) => {
      const result = await area.confirmDecision(actorOf(request), request.params.id)()
      if (E.isLeft(result)) return replyDecisionError(reply, result.left)
      return { withdrawal: withdrawalRowView(await row(result.right.id), now()) }
    })

    routeEndpoint(app, DeclineWithdrawalDecision, { onRequest }, async (request, reply) => {
      const result = await area.declineDecision(actorOf(request), request.params.id, request.body.reason.trim())()
      if (E.isLeft(result)) return replyDecisionError(reply, result.left)
      return { withdrawal: withdrawalRowView(await row(request.params.id), now()) }
    })
  }
}
