import type { FastifyInstance } from 'fastify'
import type { Container } from 'inversify'
import type { Listing } from '../../catalogue/catalogue.port'
import { resolve } from '../../composition/server-container'
import { optionalUser, UNAUTHENTICATED } from '../plugins/authenticate'
import { NO_QUERY } from './accounts.schemas'
import { pageOf, replyPerPageTooLarge, sendGamePage, type PageQuery } from './catalogue.paging'
import { CATEGORY_GAMES_QUERY, CATEGORY_RESPONSE, GAMES_QUERY, GAMES_RESPONSE, ID_PARAMS } from './catalogue.schemas'

const CATEGORY_NOT_FOUND = { message: 'Category not found.' } as const

/**
 * GET /categories, /categories/:id, /games, /games/category/:id. Open to everyone; a valid
 * bearer token adds the player's favourite flags to every game list.
 */
export function catalogueRoutes(container: Container) {
  return async (app: FastifyInstance) => {
    const catalogue = resolve(container, 'Catalogue')
    const preHandler = optionalUser(container)

    app.get('/categories', { schema: { querystring: NO_QUERY, response: { 200: { type: 'array', items: CATEGORY_RESPONSE } } } },
      async () => catalogue.categories())

    app.get<{ Params: { id: string } }>('/categories/:id', { schema: { params: ID_PARAMS, querystring: NO_QUERY, response: { 200: CATEGORY_RESPONSE } } },
      async (request, reply) => {
        const category = await catalogue.category(Number(request.params.id))
        return category ?? reply.status(404).send(CATEGORY_NOT_FOUND)
      })

    app.get<{ Querystring: PageQuery }>('/games', { schema: { querystring: GAMES_QUERY, response: { 200: GAMES_RESPONSE } }, preHandler },
      async (request, reply) => {
        const page = pageOf(request.query)
        if (page === 'TooLarge') return replyPerPageTooLarge(reply)
        return sendGamePage(reply, await catalogue.games({ kind: 'all' }, request.user?.id ?? null, page), page !== undefined)
      })

    app.get<{ Params: { id: string }; Querystring: PageQuery & { user_id?: string } }>('/games/category/:id',
      { schema: { params: ID_PARAMS, querystring: CATEGORY_GAMES_QUERY, response: { 200: GAMES_RESPONSE } }, preHandler },
      async (request, reply) => {
        const page = pageOf(request.query)
        if (page === 'TooLarge') return replyPerPageTooLarge(reply)
        const category = await catalogue.category(Number(request.params.id))
        if (category === null) return reply.status(404).send(CATEGORY_NOT_FOUND)
        const viewer = request.user?.id ?? null
        let listing: Listing
        if (category.slug === 'favorite') {
          // Favourites are private: only their owner, signed in, may list them.
          if (viewer === null) return reply.status(401).send(UNAUTHENTICATED)
          if (request.query.user_id !== undefined && Number(request.query.user_id) !== viewer) {
            return reply.status(403).send({ message: 'You can only list your own favourites.' })
          }
          listing = { kind: 'favourites', userId: viewer }
        } else {
          listing = category.slug === 'home' ? { kind: 'home' } : { kind: 'category', categoryId: category.id }
        }
        return sendGamePage(reply, await catalogue.games(listing, viewer, page), page !== undefined)
      })
  }
}
