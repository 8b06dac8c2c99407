import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { Game } from '../../core/games/game'
import type { GameCatalog } from '../../core/games/game-catalog.port'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { CategoriesDto, CategoryDto, GamesDto, type GameDto } from './http-game-catalog.codecs'

const toGame = (dto: t.TypeOf<typeof GameDto>): Game => ({ ...dto, favorite: dto.favorite ?? false })

export const httpGameCatalog = (http: HttpClient): GameCatalog => ({
  categories: () => pipe(http.getJson('/api/categories'), TE.flatMapEither(decodeWith(CategoriesDto))),
  category: (id) => pipe(http.getJson(`/api/categories/${id}`), TE.flatMapEither(decodeWith(CategoryDto))),
  games: () =>
    pipe(
      http.getJson('/api/games'),
      TE.flatMapEither(decodeWith(GamesDto)),
      TE.map((gs) => gs.map(toGame)),
    ),
  gamesInCategory: (id, userId) =>
    pipe(
      http.getJson(`/api/games/category/${id}`, userId ? { user_id: userId } : undefined),
      TE.flatMapEither(decodeWith(GamesDto)),
      TE.map((gs) => gs.map(toGame)),
    ),
})
