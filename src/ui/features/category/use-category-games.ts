import * as O from 'fp-ts/Option'
import type { Category } from '../../../core/catalogue/category'
import { favouritesOwner } from '../../../core/catalogue/favourites.rules'
import { GRID_PAGE_SIZE } from '../../../core/lobby/grid-paging.rules'
import { isFavouritesCategory, isRecentlyPlayedCategory } from '../../../core/lobby/category-names.rules'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { listingKey } from '../catalogue/catalog-cache'
import { useGameListing, type Listing } from '../catalogue/use-game-listing'
import { useRecentlyPlayedListing } from '../catalogue/use-recently-played'
import { useProviderChoice } from '../providers/use-provider-choice'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/** Which of the player's own listings a category is, if any. */
export type OwnListing = 'favourites' | 'recent' | null

interface CategoryGames {
  /** Null while the category is unknown, or for a visitor's own listing (nothing to fetch). */
  readonly key: string | null
  readonly listing: Listing
  /** The player's own listing opened without a player: there is no list to show. */
  readonly needsPlayer: OwnListing
}

/**
 * GET /api/games/category/{id}, narrowed to the providers chosen; the favourites listing is per
 * player, so it sends the player's id (docs/product/api-calls.md#catalogue-and-games), and
 * recently played is the player's too. Cached per category, player and choice, so coming back to
 * a category shows it without a refetch.
 */
export function useCategoryGames(category: Category | null): CategoryGames {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const { state, signedIn } = useAuth()
  const { chosen } = useProviderChoice()
  const favourites = category !== null && isFavouritesCategory(category.name)
  const recent = category !== null && isRecentlyPlayedCategory(category.name)
  const owner = favouritesOwner(state.userId)
  const needsPlayer: OwnListing = favourites && O.isNone(owner) ? 'favourites' : recent && !signedIn ? 'recent' : null
  const key =
    category === null || needsPlayer !== null || recent
      ? null
      : favourites && O.isSome(owner)
        ? listingKey.favourites(category.id, owner.value, chosen)
        : listingKey.category(category.id, state.userId, chosen)
  const ask = (first?: number) =>
    favourites && O.isSome(owner)
      ? catalog.gamesInCategory(category.id, owner.value, chosen, first)
      : catalog.gamesInCategory(category?.id ?? 0, undefined, chosen, first)
  const listing = useGameListing(
    key,
    () => ask(),
    () => ask(GRID_PAGE_SIZE),
  )
  const recentGames = useRecentlyPlayedListing(recent ? category : null, chosen)
  if (category === null) return { key: null, listing: { _tag: 'Loading' }, needsPlayer }
  return recent ? { key: recentGames.key, listing: recentGames.listing, needsPlayer } : { key, listing, needsPlayer }
}
