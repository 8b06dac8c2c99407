import type { FastifyInstance } from 'fastify'
import { ToggleFavourite } from '../../../src/contracts/catalogue.contract'
import type { CatalogueArea } from '../../composition/catalogue.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'

/** A digit string is a games.id too: clients that keep ids as strings still reach the game. */
const gameRef = (raw: number | string): number | string => (typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw)

/** POST /favorite-game/toggle {game_id, is_favorite: 1|0}: sets (not flips) the flag, so a retry is harmless. */
export function favouritesRoutes({ catalogue }: CatalogueArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ToggleFavourite, { onRequest: auth.requireUser }, async (request, reply) => {
      const gameId = await catalogue.findGame(gameRef(request.body.game_id))
      if (gameId === null) return reply.status(404).send({ message: 'Game not found.' })
      const favourite = request.body.is_favorite === 1 || request.body.is_favorite === true
      await catalogue.setFavourite(signedInUser(request).id, gameId, favourite)
      return { game_id: request.body.game_id, is_favorite: favourite ? (1 as const) : (0 as const) }
    })
  }
}
