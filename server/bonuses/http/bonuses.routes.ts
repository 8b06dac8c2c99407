import type { FastifyInstance } from 'fastify'
import { ListBonusGrants } from '../../../src/contracts/bonuses.contract'
import type { BonusesArea } from '../../composition/bonuses.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { grantWire } from '../player-grants.query'

/** GET /bonuses (bearer): the signed-in player's own grants only, and what withdrawing now would forfeit. */
export function bonusesRoutes(bonuses: BonusesArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListBonusGrants, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const userId = signedInUser(request).id
      const [grants, forfeitCents] = await Promise.all([bonuses.grantsOf(userId), bonuses.forfeitPreview(userId)])
      return { grants: grants.map(grantWire), forfeit_cents: forfeitCents }
    })
  }
}
