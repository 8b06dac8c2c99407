import { categoryKey, isFavouritesCategory, isRecentlyPlayedCategory } from './category-names.rules'

/**
 * The sidebar's categories whose first screen of games is worth fetching ahead: the shared
 * listings a player may switch to. Home is the lobby itself; Favorite and Recently Played are
 * the player's own and change as they play.
 */
export const firstScreensToFetch = <C extends { readonly id: number; readonly name: string }>(
  categories: readonly C[],
): readonly number[] =>
  categories
    .filter((c) => categoryKey(c.name) !== 'home' && !isFavouritesCategory(c.name) && !isRecentlyPlayedCategory(c.name))
    .map((c) => c.id)
