import type { Category } from '../../../core/catalogue/category'
import type { Game } from '../../../core/catalogue/game'
import type { ProviderChoice } from '../../../core/catalogue/game-catalog.port'
import { isRecentlyPlayedCategory } from '../../../core/lobby/category-names.rules'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { useObservable } from '../../hooks/use-observable'
import { catalogCache, listingKey } from './catalog-cache'
import { useGameListing, type Listing } from './use-game-listing'
import { catalogueArea } from '../../../composition/areas/catalogue.area'
import { playArea } from '../../../composition/areas/play.area'

const NONE: readonly Game[] = []
const EVERY_PROVIDER: ProviderChoice = []

/**
 * The signed-in player's recently played games (the server keeps them), asked for again after
 * each launch: the cache key counts launches, so every screen showing them shares one request.
 * A visitor has none and nothing is asked.
 */
export function useRecentlyPlayedListing(
  category: Category | null,
  providers: ProviderChoice = EVERY_PROVIDER,
): { readonly key: string | null; readonly listing: Listing } {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const launches = useDependency('GameLaunches', playArea)
  const launched = useObservable(launches.count$, launches.current())
  const { state, signedIn } = useAuth()
  const key = category !== null && signedIn ? listingKey.recent(category.id, state.userId, launched, providers) : null
  const listing = useGameListing(key, () => catalog.gamesInCategory(category?.id ?? 0, undefined, providers))
  if (listing._tag !== 'Loading' || key === null || category === null) return { key, listing }
  // A launch only moves a game to the front: until its answer is in, the last answer shows, so
  // the sidebar's and the filter's Recently Played do not vanish while the game opens.
  const { listings } = catalogCache(catalog)
  for (let before = launched - 1; before >= 0; before -= 1) {
    const kept = listings.peek(listingKey.recent(category.id, state.userId, before, providers))
    if (kept !== undefined) return { key, listing: { _tag: 'Loaded', value: kept } }
  }
  return { key, listing }
}

/** The recently played category among `categories`, and its games (empty until loaded, or when none). */
export function useRecentlyPlayed(categories: readonly Category[]): {
  readonly category: Category | null
  readonly games: readonly Game[]
} {
  const category = categories.find((c) => isRecentlyPlayedCategory(c.name)) ?? null
  const { listing } = useRecentlyPlayedListing(category)
  return { category, games: listing._tag === 'Loaded' ? listing.value : NONE }
}
