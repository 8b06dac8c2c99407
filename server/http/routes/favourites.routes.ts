import type { FastifyInstance } from 'fastify'
import type { Container } from 'inversify'
import { resolve } from '../../composition/server-container'
import { requireUser, signedInUser } from '../plugins/authenticate'
import { NO_QUERY } from './accounts.schemas'
import { TOGGLE_FAVOURITE_BODY } from './catalogue.schemas'

interface ToggleBody {
  readonly game_id: number | string
  readonly is_favorite: 0 | 1 | boolean
}

/** A digit string is a games.id too: clients that keep ids as strings still reach the game. */
const gameRef = (raw: number | string): number | string => (typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw)

/** POST /favorite-game/toggle {game_id, is_favorite: 1|0}: sets (not flips) the flag, so a retry is harmless. */
export function favouritesRoutes(container: Container) {
  return async (app: FastifyInstance) => {
    const catalogue = resolve(container, 'Catalogue')

    app.post<{ Body: ToggleBody }>('/favorite-game/toggle',
      { schema: { body: TOGGLE_FAVOURITE_BODY, querystring: NO_QUERY }, onRequest: requireUser(container) },
      async (request, reply) => {
        const gameId = await catalogue.findGame(gameRef(request.body.game_id))
        if (gameId === null) return reply.status(404).send({ message: 'Game not found.' })
        const favourite = request.body.is_favorite === 1 || request.body.is_favorite === true
        await catalogue.setFavourite(signedInUser(request).id, gameId, favourite)
        return { game_id: request.body.game_id, is_favorite: favourite ? 1 : 0 }
      })
  }
}
