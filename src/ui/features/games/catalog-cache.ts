import type { Category } from '../../../core/games/category'
import type { Game } from '../../../core/games/game'
import type { GameCatalog } from '../../../core/games/game-catalog.port'
import { createListingCache, type ListingCache } from '../../../core/lobby/listing-cache'

/**
 * The catalogue's answers for this page load, so a listing, a category or the sidebar already
 * fetched shows at once when the player comes back, and a favourite flip can rewrite them.
 */
interface CatalogCache {
  readonly listings: ListingCache<readonly Game[]>
  readonly categories: ListingCache<Category>
  /** The sidebar's categories by position, under SIDEBAR_KEY. */
  readonly sidebar: ListingCache<readonly Category[]>
}

export const SIDEBAR_KEY = 'sidebar'

// One cache per catalogue instance, so each container (a page load, a test) starts empty.
const caches = new WeakMap<GameCatalog, CatalogCache>()

export const catalogCache = (catalog: GameCatalog): CatalogCache => {
  const found = caches.get(catalog)
  if (found) return found
  const created: CatalogCache = { listings: createListingCache(), categories: createListingCache(), sidebar: createListingCache(1) }
  caches.set(catalog, created)
  return created
}

/** Listings are per player: the favourite flags (and the favourites category) depend on who asks. */
export const listingKey = {
  all: (userId: string) => `all|${userId}`,
  category: (id: number, userId: string) => `category|${id}|${userId}`,
  favourites: (id: number, userId: string) => `favourites|${id}|${userId}`,
} as const

export const isFavouritesKey = (key: string): boolean => key.startsWith('favourites|')
