import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { RequestWithdrawal } from '../../../src/contracts/request-withdrawal.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import type { PaymentsArea } from '../../composition/payments.composition'
import { replyPayment } from './payments.replies'
import { publicOrigin } from './public-origin'

/**
 * POST /withdraw: `{status, error, withdrawal_id}`. A refusal before any money moved is a 4xx
 * (the browser shows 'Payment request failed, ' + message); a payout the gateway rejected or
 * failed is 200 with status REJECTED/FAILED and its error, the money already given back.
 */
export function withdrawRoutes(graph: PaymentsArea, onRequest: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, RequestWithdrawal, { onRequest, config: { rateLimited: 'withdrawal' } }, async (request, reply) => {
      const origin = publicOrigin(graph.config.publicUrl, request)
      const result = await graph.requestWithdrawal({ userId: signedInUser(request).id, body: request.body, origin })()
      return replyPayment(request, reply, result, (answer) => ({
        status: answer.status,
        error: answer.error,
        withdrawal_id: answer.withdrawalId,
      }))
    })
  }
}
