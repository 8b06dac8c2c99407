import type { Category } from '../../../core/catalogue/category'
import type { Game } from '../../../core/catalogue/game'
import type { GameCatalog, ProviderChoice } from '../../../core/catalogue/game-catalog.port'
import { createListingCache, type ListingCache } from '../../../core/lobby/listing-cache'
import { createFavouriteHearts, type FavouriteHearts } from './favourite-hearts'

/**
 * The catalogue's answers for this page load, so a listing, a category or the sidebar already
 * fetched shows at once when the player comes back, and a favourite flip can rewrite them.
 */
interface CatalogCache {
  readonly listings: ListingCache<readonly Game[]>
  readonly categories: ListingCache<Category>
  /** The sidebar's categories by position, under SIDEBAR_KEY. */
  readonly sidebar: ListingCache<readonly Category[]>
  /** A player's hearts, shared by every screen that shows them. */
  readonly hearts: (userId: string) => FavouriteHearts
}

export const SIDEBAR_KEY = 'sidebar'

// One cache per catalogue instance, so each container (a page load, a test) starts empty.
const caches = new WeakMap<GameCatalog, CatalogCache>()

export const catalogCache = (catalog: GameCatalog): CatalogCache => {
  const found = caches.get(catalog)
  if (found) return found
  const hearts = new Map<string, FavouriteHearts>()
  const created: CatalogCache = {
    listings: createListingCache(),
    categories: createListingCache(),
    sidebar: createListingCache(1),
    hearts: (userId) => hearts.get(userId) ?? hearts.set(userId, createFavouriteHearts()).get(userId)!,
  }
  caches.set(catalog, created)
  return created
}

const narrowed = (providers: ProviderChoice) => (providers.length === 0 ? '' : `|${providers.join(',')}`)

/**
 * Listings are per player (the favourite flags, the favourites and recently played categories
 * depend on who asks) and per provider choice. Recently played also changes with each launch.
 */
export const listingKey = {
  all: (userId: string, providers: ProviderChoice) => `all|${userId}${narrowed(providers)}`,
  category: (id: number, userId: string, providers: ProviderChoice) => `category|${id}|${userId}${narrowed(providers)}`,
  favourites: (id: number, userId: string, providers: ProviderChoice) => `favourites|${id}|${userId}${narrowed(providers)}`,
  recent: (id: number, userId: string, launches: number, providers: ProviderChoice) =>
    `recent|${id}|${userId}|${launches}${narrowed(providers)}`,
  search: (text: string, userId: string, providers: ProviderChoice) => `search|${userId}${narrowed(providers)}|${text}`,
  /** The first screen of games of the listing under `key` (GRID_PAGE_SIZE of them). */
  firstScreen: (key: string) => `${key}|first`,
} as const

export const isFavouritesKey = (key: string): boolean => key.startsWith('favourites|')
