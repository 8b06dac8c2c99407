import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LaunchGame } from '../../../src/contracts/play.contract'
import type { PlayArea } from '../../composition/play.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { launchAnswer } from './launch.replies'

/**
 * The origin of the casino page that will frame the game: the browser's own Origin header on
 * this request (a player can only set it for their own session), else this server's address.
 */
const casinoOriginOf = (request: FastifyRequest): string => {
  const origin = request.headers.origin
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin
  return `${request.protocol}://${request.host}`
}

export function gamesLaunchRoutes({ launch }: PlayArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, LaunchGame, { onRequest: auth.requireUser }, async (request, reply) => {
      const user = signedInUser(request)
      if (Number(request.body.userId) !== user.id) {
        return reply.status(403).send({ message: 'You can only launch games for your own account.' })
      }
      const result = await launch({
        userId: user.id,
        accessTokenId: user.tokenId,
        gameRef: request.body.gameId,
        casinoOrigin: casinoOriginOf(request),
      })()
      return launchAnswer(result)
    })
  }
}
