import type { FastifyInstance } from 'fastify'
import { EndAccountSession, ListAccountSessions } from '../../../src/contracts/account-sessions.contract'
import type { AccountsArea } from '../../composition/accounts.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'

/**
 * The account activity: the signed-in player's own sign-ins, and ending one. Another player's
 * sign-in is answered as if it did not exist (404), so its id tells nothing.
 */
export function accountSessionsRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListAccountSessions, { onRequest: area.auth.requireUser }, async (request, reply) => {
      const { id, tokenId } = signedInUser(request)
      reply.header('Cache-Control', 'no-store')
      const sessions = await area.sessions.list(id)
      return {
        sessions: sessions.map((s) => ({
          id: s.id,
          device: s.device,
          address: s.address,
          started_at: s.startedAt.toISOString(),
          last_used_at: s.lastUsedAt?.toISOString() ?? null,
          current: s.id === tokenId,
        })),
      }
    })

    routeEndpoint(
      app,
      EndAccountSession,
      { onRequest: area.auth.requireUser, config: { rateLimited: 'accountSession' } },
      async (request, reply) => {
        const { id, tokenId } = signedInUser(request)
        if (!(await area.sessions.end(id, request.params.id))) {
          return reply.status(404).send({ message: 'This sign-in has already ended.' })
        }
        const current = request.params.id === tokenId
        return { message: current ? 'You have been signed out.' : 'That sign-in has ended.', signed_out: current }
      },
    )
  }
}
