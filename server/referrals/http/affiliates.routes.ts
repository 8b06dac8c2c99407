import type { FastifyInstance } from 'fastify'
import { ListAffiliates } from '../../../src/contracts/affiliates.contract'
import type { ReferralsArea } from '../../composition/referrals.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'

/** GET /affiliates (bearer): only the signed-in player's own referred players, names masked. */
export function affiliatesRoutes(referrals: ReferralsArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListAffiliates, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return referrals.affiliatesOf(signedInUser(request).id)
    })
  }
}
