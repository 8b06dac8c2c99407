import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Game } from '../../core/catalogue/game'
import type { GameCatalog, ProviderChoice } from '../../core/catalogue/game-catalog.port'
import { callEndpoint } from './call-endpoint'
import { GetCategory, ListCategories, ListCategoryGames, ListGames, ListProviders, SearchGames } from '../../contracts/catalogue.contract'
import type { AnswerOf } from '../../contracts/endpoint'
import type { HttpClient } from './http-client'

const toGames = (rows: AnswerOf<typeof ListGames>): readonly Game[] =>
  rows.map((row) => ({
    id: row.id,
    gameId: row.game_id,
    name: row.name,
    thumbnail: row.thumbnail,
    provider: row.provider,
    favorite: row.favorite,
  }))

/** The providers query only when some are chosen: without it the API lists every provider's games. */
const narrowedTo = (providers: ProviderChoice | undefined) => (providers !== undefined && providers.length > 0 ? { providers } : {})

/** The first page of a listing, when only its first games are wanted. */
const firstOnly = (first: number | undefined) => (first === undefined ? {} : { page: 1, per_page: first })

// The browser asks for whole lists and pages them on screen (their first games first, for a quick
// first screen); search asks for its best few.
export const httpGameCatalog = (http: HttpClient): GameCatalog => {
  const call = callEndpoint(http)
  return {
    categories: () => call(ListCategories, {}),
    category: (id) => call(GetCategory, { params: { id } }),
    games: (providers, first) => pipe(call(ListGames, { query: { ...narrowedTo(providers), ...firstOnly(first) } }), TE.map(toGames)),
    gamesInCategory: (id, userId, providers, first) =>
      pipe(
        call(ListCategoryGames, {
          params: { id },
          query: {
            ...(userId === undefined || userId === '' ? {} : { user_id: Number(userId) }),
            ...narrowedTo(providers),
            ...firstOnly(first),
          },
        }),
        TE.map(toGames),
      ),
    search: (text, { limit, providers }, signal) =>
      pipe(
        call(SearchGames, { query: { q: text, per_page: limit, ...narrowedTo(providers) }, ...(signal ? { signal } : {}) }),
        TE.map(toGames),
      ),
    providers: () => call(ListProviders, {}),
  }
}
