import * as E from 'fp-ts/Either'
import { useCallback, useMemo } from 'react'
import type { Game } from '../../../core/catalogue/game'
import { favouriteNotUpdatedMessage, favouriteUpdatedMessage } from '../../../core/catalogue/toggle-favourite.use-case'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { catalogCache, isFavouritesKey } from './catalog-cache'
import type { FavouriteHearts } from './favourite-hearts'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/** Shown to a visitor who taps a heart: favourites belong to a player account. */
export const FAVOURITES_NEED_LOGIN = 'Log in to keep your favourite games.'

/** The player's hearts, which each card reads for itself, and how to flip one; both keep their identity. */
export interface FavouritesView {
  readonly hearts: FavouriteHearts
  readonly toggle: (game: Game) => void
}

/**
 * Hearts through the ToggleFavourite use case: a heart flips only after the server said yes, and
 * a toast says how it went either way. Cached listings learn the new flag, and the favourites
 * listing is dropped so it is fetched fresh next time. Neither a flip nor its answer renders the
 * screen that asked for this: only the card whose heart it is (FavouriteHearts).
 */
export function useFavourites(): FavouritesView {
  const toggleFavourite = useDependency('ToggleFavourite', catalogueArea)
  const notifier = useDependency('Notifier')
  const catalog = useDependency('GameCatalog', catalogueArea)
  const { state, signedIn } = useAuth()
  const hearts = catalogCache(catalog).hearts(state.userId)

  const toggle = useCallback(
    (game: Game) => {
      if (!signedIn) return notifier.info(FAVOURITES_NEED_LOGIN)
      const id = game.gameId
      const heart = hearts.heartOf(game)
      if (heart.busy) return
      hearts.busy(id, true)
      void toggleFavourite({ ...game, favorite: heart.favourite })().then((result) => {
        hearts.busy(id, false)
        if (E.isLeft(result)) return notifier.error(favouriteNotUpdatedMessage(result.left))
        notifier.success(favouriteUpdatedMessage(result.right))
        const favorite = result.right.favorite
        hearts.flipped(id, favorite)
        catalogCache(catalog).listings.update((games, key) =>
          isFavouritesKey(key) ? undefined : games.map((g) => (g.gameId === id ? { ...g, favorite } : g)),
        )
      })
    },
    [signedIn, notifier, toggleFavourite, hearts, catalog],
  )

  return useMemo(() => ({ hearts, toggle }), [hearts, toggle])
}
