import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Game } from '../../core/games/game'
import type { GameCatalog } from '../../core/games/game-catalog.port'
import { callEndpoint } from './call-endpoint'
import { GetCategory, ListCategories, ListCategoryGames, ListGames } from './contracts/catalogue.contract'
import type { AnswerOf } from './contracts/endpoint'
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

// The browser asks for whole lists and pages them on screen.
export const httpGameCatalog = (http: HttpClient): GameCatalog => {
  const call = callEndpoint(http)
  return {
    categories: () => call(ListCategories, {}),
    category: (id) => call(GetCategory, { params: { id } }),
    games: () => pipe(call(ListGames, { query: {} }), TE.map(toGames)),
    gamesInCategory: (id, userId) =>
      pipe(
        call(ListCategoryGames, { params: { id }, query: userId === undefined || userId === '' ? {} : { user_id: Number(userId) } }),
        TE.map(toGames),
      ),
  }
}
