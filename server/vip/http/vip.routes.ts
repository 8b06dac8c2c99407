import type { FastifyInstance } from 'fastify'
import { ReadVipStatus } from '../../../src/contracts/vip.contract'
import type { VipArea } from '../../composition/vip.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'

/** GET /vip (bearer): the signed-in player's own level only; reading it pays a reached level's bonus once. */
export function vipRoutes(vip: VipArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ReadVipStatus, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return vip.readStatus(signedInUser(request).id)
    })
  }
}
