import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { ListMyWithdrawals } from '../../../src/contracts/withdrawals.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import type { WithdrawalQueue } from '../withdrawal-queue.port'
import { timelineFor } from './withdrawal.view'
import { stageOf } from '../withdrawal-stage.rules'

/** GET /withdrawals: the player's own withdrawals, newest first, each with its status timeline. */
export function myWithdrawalsRoutes(queue: WithdrawalQueue, onRequest: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListMyWithdrawals, { onRequest }, async (request, reply) => {
      const rows = await queue.ofPlayer(signedInUser(request).id, Math.min(request.query.limit ?? 20, 100))
      const events = await queue.events(rows.map((w) => w.id))
      // Statuses move as operators and providers act: never let a cache answer for them.
      reply.header('Cache-Control', 'no-store')
      return {
        withdrawals: rows.map((w) => ({
          id: w.id,
          method: w.method,
          amount_cents: w.amountCents,
          currency: w.currency,
          destination: w.address,
          payout_currency: w.payoutCurrency,
          status: w.status,
          stage: stageOf(w.status),
          reason: w.error,
          refunded: w.refunded,
          created_at: w.createdAt.toISOString(),
          updated_at: w.updatedAt.toISOString(),
          timeline: timelineFor(w, events),
        })),
      }
    })
  }
}
