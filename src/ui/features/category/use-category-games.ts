import * as O from 'fp-ts/Option'
import type { Category } from '../../../core/games/category'
import { favouritesOwner } from '../../../core/games/favourites.rules'
import { isFavouritesCategory } from '../../../core/lobby/category-names.rules'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { listingKey } from '../games/catalog-cache'
import { useGameListing, type Listing } from '../games/use-game-listing'

interface CategoryGames {
  /** Null while the category is unknown, or for a visitor's favourites (nothing to fetch). */
  readonly key: string | null
  readonly listing: Listing
  /** The favourites category opened without a player: there is no list to show. */
  readonly needsPlayer: boolean
}

/**
 * GET /api/games/category/{id}; the favourites listing is per player, so it sends the player's id
 * (docs/product/api-calls.md#catalogue-and-games).
 * Cached per category and player, so coming back to a category shows it without a refetch.
 */
export function useCategoryGames(category: Category | null): CategoryGames {
  const catalog = useDependency('GameCatalog')
  const { state } = useAuth()
  const favourites = category !== null && isFavouritesCategory(category.name)
  const owner = favouritesOwner(state.userId)
  const needsPlayer = favourites && O.isNone(owner)
  const key =
    category === null || needsPlayer
      ? null
      : favourites && O.isSome(owner)
        ? listingKey.favourites(category.id, owner.value)
        : listingKey.category(category.id, state.userId)
  const listing = useGameListing(key, () =>
    favourites && O.isSome(owner) ? catalog.gamesInCategory(category.id, owner.value) : catalog.gamesInCategory(category?.id ?? 0),
  )
  return { key, listing: category === null ? { _tag: 'Loading' } : listing, needsPlayer }
}
