import * as E from 'fp-ts/Either'
import { useCallback, useState } from 'react'
import type { Game } from '../../../core/catalogue/game'
import { favouriteNotUpdatedMessage, favouriteUpdatedMessage } from '../../../core/catalogue/toggle-favourite.use-case'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { catalogCache, isFavouritesKey } from './catalog-cache'

/** Shown to a visitor who taps a heart: favourites belong to a player account. */
export const FAVOURITES_NEED_LOGIN = 'Log in to keep your favourite games.'

export interface FavouritesView {
  readonly isFavourite: (game: Game) => boolean
  readonly isBusy: (game: Game) => boolean
  readonly toggle: (game: Game) => void
}

/**
 * Hearts through the ToggleFavourite use case: a heart flips only after the server said yes, and
 * a toast says how it went either way. Cached listings learn the new flag, and the favourites
 * listing is dropped so it is fetched fresh next time.
 */
export function useFavourites(): FavouritesView {
  const toggleFavourite = useDependency('ToggleFavourite')
  const notifier = useDependency('Notifier')
  const catalog = useDependency('GameCatalog')
  const { signedIn } = useAuth()
  const [flags, setFlags] = useState<ReadonlyMap<string, boolean>>(new Map())
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())

  const isFavourite = useCallback((game: Game) => flags.get(game.gameId) ?? game.favorite, [flags])
  const isBusy = useCallback((game: Game) => busy.has(game.gameId), [busy])

  const toggle = useCallback(
    (game: Game) => {
      if (!signedIn) return notifier.info(FAVOURITES_NEED_LOGIN)
      const id = game.gameId
      setBusy((s) => new Set(s).add(id))
      void toggleFavourite({ ...game, favorite: flags.get(id) ?? game.favorite })().then((result) => {
        setBusy((s) => {
          const next = new Set(s)
          next.delete(id)
          return next
        })
        if (E.isLeft(result)) return notifier.error(favouriteNotUpdatedMessage(result.left))
        notifier.success(favouriteUpdatedMessage(result.right))
        const favorite = result.right.favorite
        setFlags((m) => new Map(m).set(id, favorite))
        catalogCache(catalog).listings.update((games, key) =>
          isFavouritesKey(key) ? undefined : games.map((g) => (g.gameId === id ? { ...g, favorite } : g)),
        )
      })
    },
    [signedIn, notifier, toggleFavourite, flags, catalog],
  )

  return { isFavourite, isBusy, toggle }
}
