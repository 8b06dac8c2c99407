import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  GetCategory,
  ListCategories,
  ListCategoryGames,
  ListGames,
  ListProviders,
  SearchGames,
} from '../../../src/contracts/catalogue.contract'
import type { CatalogueArea } from '../../composition/catalogue.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { UNAUTHENTICATED, type AuthHooks } from '../../http/plugins/authenticate'
import type { GameCard, GameFilter, GamePage, Listing, Page } from '../catalogue.port'
import { DEFAULT_PER_PAGE, pageOf, replyPerPageTooLarge, gamePageAnswer } from './catalogue.paging'
import { encodedAnswers, NARROWED_EFFORT } from './encoded-answers'
import { knownProviders } from './known-providers'

const CATEGORY_NOT_FOUND = { message: 'Category not found.' } as const

/** Listings only their owner may see, by category slug. */
const OWN_LISTINGS = { favorite: 'favourites', recent: 'recent' } as const
const OWN_LISTING_REFUSALS = {
  favorite: 'You can only list your own favourites.',
  recent: 'You can only list your own recently played games.',
}
const isOwnListing = (slug: string): slug is keyof typeof OWN_LISTINGS => slug in OWN_LISTINGS

/** An answer that is the player's own, one already in the browser (304 sent), or one everyone shares. */
type Sharing = { readonly _tag: 'Own' } | { readonly _tag: 'NotModified' } | { readonly _tag: 'Shared'; readonly version: string }

/**
 * What everyone is answered alike (no player's flags in it) holds until the catalogue changes: a
 * browser that has it asks again with If-None-Match and is answered 304 with no body.
 */
const sharing = async (snapshots: CatalogueArea['snapshots'], request: FastifyRequest, reply: FastifyReply): Promise<Sharing> => {
  if (snapshots === null || request.user !== undefined) return { _tag: 'Own' }
  const version = await snapshots.version()
  const etag = `W/"${version}"`
  reply.header('ETag', etag).header('Cache-Control', 'no-cache')
  if (request.headers['if-none-match'] !== etag) return { _tag: 'Shared', version }
  await reply.status(304).send()
  return { _tag: 'NotModified' }
}

/** The shared answers' caches: everyone's lists, and those narrowed to some providers (kept apart, compressed cheaply). */
export const catalogueAnswers = () => ({ everyones: encodedAnswers(64), narrowed: encodedAnswers(256, NARROWED_EFFORT) })
export type CatalogueAnswers = ReturnType<typeof catalogueAnswers>

const OPEN = Buffer.from('[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']')
const encodedCards = new WeakMap<GameCard, Buffer>()

/**
 * Everyone's list as JSON bytes, from each card's bytes encoded once: the snapshot hands out one
 * card object per game to everyone, so a list narrowed to a new choice of studios is copied
 * together from kept pieces, not encoded again. Encoding was most of the cost of such a list, and
 * a stranger can ask for thousands of choices no cache keeps (issue 20 §5).
 */
const encodedList = (games: readonly GameCard[]): Buffer => {
  const parts: Buffer[] = [OPEN]
  games.forEach((game, i) => {
    let bytes = encodedCards.get(game)
    if (bytes === undefined) {
      bytes = Buffer.from(JSON.stringify(ListGames.response.encode([game])).slice(1, -1))
      encodedCards.set(game, bytes)
    }
    if (i > 0) parts.push(COMMA)
    parts.push(bytes)
  })
  parts.push(CLOSE)
  return Buffer.concat(parts)
}

const filterOf = (query: { readonly providers?: readonly string[] }): GameFilter => (query.providers ? { providers: query.providers } : {})

/**
 * GET /categories, /categories/:id, /games, /games/category/:id, /games/search, /providers. Open
 * to everyone; a valid bearer token adds the player's favourite flags to every game list. Every
 * game list takes `providers` to narrow it to some studios.
 */
export function catalogueRoutes({ catalogue, snapshots }: CatalogueArea, auth: AuthHooks, kept: CatalogueAnswers = catalogueAnswers()) {
  return async (app: FastifyInstance) => {
    const preHandler = auth.optionalUser
    app.addHook('onClose', async () => snapshots?.close())

    /** A game list: everyone's, from bytes made once per catalogue version; a player's, built for them. */
    const gameList = async (
      request: FastifyRequest,
      reply: FastifyReply,
      page: Page | undefined,
      list: (viewer: number | null, filter: GameFilter) => Promise<GamePage>,
    ) => {
      const answer = await sharing(snapshots, request, reply)
      if (answer._tag === 'NotModified') return reply
      const named = (request.query as { providers?: readonly string[] }).providers
      if (answer._tag === 'Own')
        return gamePageAnswer(reply, await list(request.user?.id ?? null, filterOf({ providers: named })), page !== undefined)
      // The route, the page and the providers name the answer, however the query string was written:
      // the providers sorted and only known ones, so no order or made-up name makes another answer.
      const narrowed =
        named === undefined
          ? null
          : knownProviders(
              named,
              (await catalogue.providers()).map((p) => p.slug),
            )
      const key = [answer.version, request.routeOptions.url, JSON.stringify(request.params), page?.offset, page?.limit, narrowed?.key].join(
        '|',
      )
      // Narrowed answers are kept apart, so however many a stranger asks for, everyone's stay kept.
      return (narrowed === null ? kept.everyones : kept.narrowed)(request, reply, key, async () => {
        const found = await list(null, narrowed === null ? {} : { providers: narrowed.slugs })
        return { json: encodedList(found.games), ...(page === undefined ? {} : { total: found.total }) }
      })
    }

    routeEndpoint(app, ListCategories, {}, async (request, reply) =>
      (await sharing(snapshots, request, reply))._tag === 'NotModified' ? reply : catalogue.categories(),
    )

    routeEndpoint(app, GetCategory, {}, async (request, reply) => {
      const category = await catalogue.category(request.params.id)
      return category ?? reply.status(404).send(CATEGORY_NOT_FOUND)
    })

    routeEndpoint(app, ListProviders, {}, async (request, reply) =>
      (await sharing(snapshots, request, reply))._tag === 'NotModified' ? reply : catalogue.providers(),
    )

    routeEndpoint(app, ListGames, { preHandler }, async (request, reply) => {
      const page = pageOf(request.query)
      if (page === 'TooLarge') return replyPerPageTooLarge(reply)
      return gameList(request, reply, page, (viewer, filter) => catalogue.games({ kind: 'all' }, viewer, page, filter))
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
      if (isOwnListing(category.slug)) {
        // Favourites and recently played are private: only their owner, signed in, may list them.
        if (viewer === null) return reply.status(401).send(UNAUTHENTICATED)
        if (request.query.user_id !== undefined && request.query.user_id !== viewer) {
          return reply.status(403).send({ message: OWN_LISTING_REFUSALS[category.slug] })
        }
        const own: Listing = { kind: OWN_LISTINGS[category.slug], userId: viewer }
        return gamePageAnswer(reply, await catalogue.games(own, viewer, page, filterOf(request.query)), page !== undefined)
      }
      const everyones: Listing = category.slug === 'home' ? { kind: 'home' } : { kind: 'category', categoryId: category.id }
      return gameList(request, reply, page, (who, filter) => catalogue.games(everyones, who, page, filter))
    })
  }
}
