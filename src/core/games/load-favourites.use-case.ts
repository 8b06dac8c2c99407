import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuthStore } from '../auth/auth-store'
import type { Logger } from '../shared/logger.port'
import { favouritesOwner } from './favourites.rules'
import type { Game } from './game'
import type { GameCatalog } from './game-catalog.port'

type FavouritesLoad = { readonly _tag: 'Skipped' } | { readonly _tag: 'Loaded'; readonly games: readonly Game[] }

/**
 * The favourites category's games for the signed-in player (GET games/category/{id}?user_id=).
 * Without a user id the fetch is skipped (docs/product/rules.md#favourites). A failure is only
 * logged and reads as an empty list, so this never fails.
 */
export const makeLoadFavourites =
  (deps: { catalog: GameCatalog; authStore: AuthStore; logger: Logger }) =>
  (favouritesCategoryId: number): TE.TaskEither<never, FavouritesLoad> =>
    pipe(
      favouritesOwner(deps.authStore.current().userId),
      O.match(
        () => TE.right<never, FavouritesLoad>({ _tag: 'Skipped' }),
        (userId) =>
          pipe(
            deps.catalog.gamesInCategory(favouritesCategoryId, userId),
            TE.orElse((error) => {
              deps.logger.error('Error fetching games', error)
              return TE.right<never, readonly Game[]>([])
            }),
            TE.map((games): FavouritesLoad => ({ _tag: 'Loaded', games })),
          ),
      ),
    )

export type LoadFavourites = ReturnType<typeof makeLoadFavourites>
