import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { GamesArea } from '../../composition/games.composition'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { launchAnswer } from './launch.replies'

const launchBody = {
  type: 'object',
  required: ['gameId', 'userId'],
  additionalProperties: false,
  properties: {
    // The catalogue's game_id ('cf-slots-myth') or its row id; the browser keeps user ids as strings.
    gameId: {
      anyOf: [
        { type: 'string', minLength: 1, maxLength: 100 },
        { type: 'integer', minimum: 1 },
      ],
    },
    userId: {
      anyOf: [
        { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
        { type: 'integer', minimum: 1 },
      ],
    },
  },
} as const

/**
 * The origin of the casino page that will frame the game: the browser's own Origin header on
 * this request (a player can only set it for their own session), else this server's address.
 */
const casinoOriginOf = (request: FastifyRequest): string => {
  const origin = request.headers.origin
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin
  return `${request.protocol}://${request.host}`
}

export function gamesLaunchRoutes({ launch }: GamesArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    app.post<{ Body: { gameId: string | number; userId: string | number } }>(
      '/game/launchgame',
      { onRequest: auth.requireUser, schema: { body: launchBody } },
      async (request, reply) => {
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
      },
    )
  }
}
