import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Favourites } from '../../core/catalogue/favourites.port'
import { callEndpoint } from './call-endpoint'
import { ToggleFavourite } from '../../contracts/catalogue.contract'
import type { HttpClient } from './http-client'

export const httpFavourites = (http: HttpClient): Favourites => ({
  set: (gameId, favourite) =>
    pipe(
      callEndpoint(http)(ToggleFavourite, { body: { game_id: gameId, is_favorite: favourite ? 1 : 0 } }),
      TE.map(() => undefined),
    ),
})
