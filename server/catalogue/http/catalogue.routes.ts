import type { FastifyInstance } from 'fastify'
import {
  GetCategory,
  ListCategories,
  ListCategoryGames,
  ListGames,
  ListProviders,
  SearchGames,
} from '../../../src/adapters/http/contracts/catalogue.contract'
import type { CatalogueArea } from '../../composition/catalogue.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { UNAUTHENTICATED, type AuthHooks } from '../../http/plugins/authenticate'
import type { GameFilter, Listing } from '../catalogue.port'
import { DEFAULT_PER_PAGE, pageOf, replyPerPageTooLarge, gamePageAnswer } from './catalogue.paging'

const CATEGORY_NOT_FOUND = { message: 'Category not found.' } as const

/** Listings only their owner may see, by category slug. */
const OWN_LISTINGS = { favorite: 'favourites', recent: 'recent' } as const
const OWN_LISTING_REFUSALS = {
  favorite: 'You can only list your own favourites.',
  recent: 'You can only list your own recently played games.',
}
const isOwnListing = (slug: string): slug is keyof typeof OWN_LISTINGS => slug in OWN_LISTINGS

const filterOf = (query: { readonly providers?: readonly string[] }): GameFilter => (query.providers ? { providers: query.providers } : {})

/**
 * GET /categories, /categories/:id, /games, /games/category/:id, /games/search, /providers. Open
 * to everyone; a valid bearer token adds the player's favourite flags to every game list. Every
 * game list takes `providers` to narrow it to some studios.
 */
export function catalogueRoutes({ catalogue }: CatalogueArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    const preHandler = auth.optionalUser

    routeEndpoint(app, ListCategories, {}, async () => catalogue.categories())

    routeEndpoint(app, GetCategory, {}, async (request, reply) => {
      const category = await catalogue.category(request.params.id)
      return category ?? reply.status(404).send(CATEGORY_NOT_FOUND)
    })

    routeEndpoint(app, ListProviders, {}, async () => catalogue.providers())

    routeEndpoint(app, ListGames, { preHandler }, async (request, reply) => {
      const page = pageOf(request.query)
      if (page === 'TooLarge') return replyPerPageTooLarge(reply)
      const games = await catalogue.games({ kind: 'all' }, request.user?.id ?? null, page, filterOf(request.query))
      return gamePageAnswer(reply, games, page !== undefined)
    })

    routeEndpoint(app, SearchGames, { preHandler }, async (request, reply) => {
      const page = pageOf(request.query) ?? { limit: DEFAULT_PER_PAGE, offset: 0 }
      if (page === 'TooLarge') return replyPerPageTooLarge(reply)
      const text = request.query.q.trim()
      if (text === '') {
        const message = 'Type at least one letter to search.'
        return reply.status(422).send({ message, errors: { q: [message] } })
      }
      const found = await catalogue.search(text, request.user?.id ?? null, page, filterOf(request.query))
      return gamePageAnswer(reply, found, true)
    })

    routeEndpoint(app, ListCategoryGames, { preHandler }, async (request, reply) => {
      const page = pageOf(request.query)
      if (page === 'TooLarge') return replyPerPageTooLarge(reply)
      const category = await catalogue.category(request.params.id)
      if (category === null) return reply.status(404).send(CATEGORY_NOT_FOUND)
      const viewer = request.user?.id ?? null
      let listing: Listing
      if (isOwnListing(category.slug)) {
        // Favourites and recently played are private: only their owner, signed in, may list them.
        if (viewer === null) return reply.status(401).send(UNAUTHENTICATED)
        if (request.query.user_id !== undefined && request.query.user_id !== viewer) {
          return reply.status(403).send({ message: OWN_LISTING_REFUSALS[category.slug] })
        }
        listing = { kind: OWN_LISTINGS[category.slug], userId: viewer }
      } else {
        listing = category.slug === 'home' ? { kind: 'home' } : { kind: 'category', categoryId: category.id }
      }
      return gamePageAnswer(reply, await catalogue.games(listing, viewer, page, filterOf(request.query)), page !== undefined)
    })
  }
}
