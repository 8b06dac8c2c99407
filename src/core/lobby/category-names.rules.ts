/**
 * A category name reduced for matching: lower case, letters only, British spelling folded, a
 * trailing plural dropped. "Favorites", "favourite" and "Favorite" all become "favorite". Every
 * trailing "s" goes, not just one, so that a key reduces to itself ("ss" would otherwise become
 * "s" and then "").
 */
export const categoryKey = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/favourite/g, 'favorite')
    .replace(/s+$/, '')

/**
 * The favourites listing is per player: its games are fetched with the player's id
 * (docs/product/rules.md#favourites).
 */
export const isFavouritesCategory = (name: string): boolean => categoryKey(name) === 'favorite'

/** The first category whose name matches `name` once both are reduced. */
export const findCategoryByName = <C extends { readonly name: string }>(categories: readonly C[], name: string): C | undefined =>
  categories.find((c) => categoryKey(c.name) === categoryKey(name))

/**
 * The player's recently played games: a per-player listing like the favourites, shown in the
 * sidebar and the filter only once there is one.
 */
export const isRecentlyPlayedCategory = (name: string): boolean => categoryKey(name) === 'recentlyplayed'
