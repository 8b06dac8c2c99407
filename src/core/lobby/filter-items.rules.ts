import { findCategoryByName } from './category-names.rules'
import { categoryPath, PATHS } from '../navigation/paths'

/** Where a filter item leads: a fixed route, or the category page of a category found by name. */
type FilterTarget = { readonly _tag: 'Path'; readonly path: string } | { readonly _tag: 'Category'; readonly name: string }

interface FilterItem {
  readonly label: string
  readonly target: FilterTarget
}

const path = (p: string): FilterTarget => ({ _tag: 'Path', path: p })
const category = (name: string): FilterTarget => ({ _tag: 'Category', name })

/**
 * The lobby's filter slider, in the specification's order. The specification names the items but
 * not their targets; these are ours: Top Picks is the Home category (the listing the catalogue
 * curates), Games is the whole casino, Settings is the language setting.
 */
export const FILTER_ITEMS: readonly FilterItem[] = [
  { label: 'Home', target: path(PATHS.dashboard) },
  { label: 'Crash Games', target: category('Crash Games') },
  { label: 'Video Poker', target: category('Video Poker') },
  { label: 'Favorites', target: category('Favorite') },
  { label: 'Profile', target: path(PATHS.profile) },
  { label: 'Top Picks', target: category('Home') },
  { label: 'Games', target: path(PATHS.casino) },
  { label: 'Settings', target: path(PATHS.language) },
]

/** The item's href; a category not (yet) in the list falls back to the casino. */
export const filterHref = (target: FilterTarget, categories: ReadonlyArray<{ readonly id: number; readonly name: string }>): string => {
  if (target._tag === 'Path') return target.path
  const found = findCategoryByName(categories, target.name)
  return found ? categoryPath(found.id) : PATHS.casino
}

const RECENTLY_PLAYED: FilterItem = { label: 'Recently Played', target: category('Recently Played') }

/**
 * The slider's items for this player: the specification's, with Recently Played after Favorites
 * once the player has played something (an empty list would be a dead end).
 */
export const filterItems = (hasRecentlyPlayed: boolean): readonly FilterItem[] =>
  hasRecentlyPlayed ? FILTER_ITEMS.flatMap((item) => (item.label === 'Favorites' ? [item, RECENTLY_PLAYED] : [item])) : FILTER_ITEMS
