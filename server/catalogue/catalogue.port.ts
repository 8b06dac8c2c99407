/** A category as the API shows it (docs/product/entities-and-states.md#category). */
export interface CategoryView {
  readonly id: number
  readonly name: string
  readonly logo: string
  readonly position: number
}

/** A game card: `favorite` is the signed-in viewer's flag, false for everyone else. */
export interface GameCard {
  readonly id: number
  readonly game_id: string
  readonly name: string
  readonly thumbnail: string
  readonly provider: string
  readonly favorite: boolean
}

/** A studio, with how many games of the catalogue are theirs. */
export interface ProviderView {
  readonly slug: string
  readonly name: string
  readonly logo: string
  readonly games: number
}

/**
 * What a listing shows: 'home' (every game, popular first), 'favorite', the player's recently
 * played (newest first), or one category's games.
 */
export type Listing =
  | { readonly kind: 'all' }
  | { readonly kind: 'home' }
  | { readonly kind: 'category'; readonly categoryId: number }
  | { readonly kind: 'favourites'; readonly userId: number }
  | { readonly kind: 'recent'; readonly userId: number }

/** Narrows any listing or search to these providers' games (by slug); empty or absent is all. */
export interface GameFilter {
  readonly providers?: readonly string[]
}

/** How many games the recently played listing keeps. */
export const RECENTLY_PLAYED_KEPT = 20

export interface Page {
  readonly limit: number
  readonly offset: number
}

export interface GamePage {
  readonly games: readonly GameCard[]
  readonly total: number
}

/** The game catalogue and players' favourites. Rejects only when the database fails. */
export interface Catalogue {
  readonly categories: () => Promise<readonly CategoryView[]>
  readonly category: (id: number) => Promise<(CategoryView & { readonly slug: string }) | null>
  /** `viewerId` sets the favourite flags; without a page, every game of the listing. */
  readonly games: (listing: Listing, viewerId: number | null, page?: Page, filter?: GameFilter) => Promise<GamePage>
  /**
   * Games whose name or provider is like `text`, typos forgiven (trigram word similarity), best
   * match first, then popular ones.
   */
  readonly search: (text: string, viewerId: number | null, page: Page, filter?: GameFilter) => Promise<GamePage>
  readonly providers: () => Promise<readonly ProviderView[]>
  /** Puts the game (its public id) first in the player's recently played, keeping the newest RECENTLY_PLAYED_KEPT. */
  readonly recordPlay: (userId: number, gameId: string) => Promise<void>
  /** games.id for a numeric id or a public game_id; null when no such game. */
  readonly findGame: (ref: number | string) => Promise<number | null>
  readonly setFavourite: (userId: number, gameId: number, favourite: boolean) => Promise<void>
}
