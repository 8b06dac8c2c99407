import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Favourites } from '../../core/games/favourites.port'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { FavouriteToggledDto } from './http-favourites.codecs'

export const httpFavourites = (http: HttpClient): Favourites => ({
  set: (gameId, favourite) =>
    pipe(
      http.postJson('/api/favorite-game/toggle', { game_id: gameId, is_favorite: favourite ? 1 : 0 }),
      TE.flatMapEither(decodeWith(FavouriteToggledDto)),
      TE.map(() => undefined),
    ),
})
