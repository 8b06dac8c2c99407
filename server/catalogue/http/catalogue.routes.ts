import type { FastifyInstance } from 'fastify'
import { GetCategory, ListCategories, ListCategoryGames, ListGames } from '../../../src/adapters/http/contracts/catalogue.contract'
import type { CatalogueArea } from '../../composition/catalogue.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { UNAUTHENTICATED, type AuthHooks } from '../../http/plugins/authenticate'
import type { Listing } from '../catalogue.port'
import { pageOf, replyPerPageTooLarge, gamePageAnswer } from './catalogue.paging'

const CATEGORY_NOT_FOUND = { message: 'Category not found.' } as const

/**
 * GET /categories, /categories/:id, /games, /games/category/:id. Open to everyone; a valid
 * bearer token adds the player's favourite flags to every game list.
 */
export function catalogueRoutes({ catalogue }: CatalogueArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    const preHandler = auth.optionalUser

    routeEndpoint(app, ListCategories, {}, async () => catalogue.categories())

    routeEndpoint(app, GetCategory, {}, async (request, reply) => {
      const category = await catalogue.category(request.params.id)
      return category ?? reply.status(404).send(CATEGORY_NOT_FOUND)
    })

    routeEndpoint(app, ListGames, { preHandler }, async (request, reply) => {
      const page = pageOf(request.query)
      if (page === 'TooLarge') return replyPerPageTooLarge(reply)
      return gamePageAnswer(reply, await catalogue.games({ kind: 'all' }, request.user?.id ?? null, page), page !== undefined)
    })

    routeEndpoint(app, ListCategoryGames, { preHandler }, async (request, reply) => {
      const page = pageOf(request.query)
      if (page === 'TooLarge') return replyPerPageTooLarge(reply)
      const category = await catalogue.category(request.params.id)
      if (category === null) return reply.status(404).send(CATEGORY_NOT_FOUND)
      const viewer = request.user?.id ?? null
      let listing: Listing
      if (category.slug === 'favorite') {
        // Favourites are private: only their owner, signed in, may list them.
        if (viewer === null) return reply.status(401).send(UNAUTHENTICATED)
        if (request.query.user_id !== undefined && request.query.user_id !== viewer) {
          return reply.status(403).send({ message: 'You can only list your own favourites.' })
        }
        listing = { kind: 'favourites', userId: viewer }
      } else {
        listing = category.slug === 'home' ? { kind: 'home' } : { kind: 'category', categoryId: category.id }
      }
      return gamePageAnswer(reply, await catalogue.games(listing, viewer, page), page !== undefined)
    })
  }
}
