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

/** What a listing shows: 'home' (every game, popular first), 'favorite', or one category's games. */
export type Listing =
  | { readonly kind: 'all' }
  | { readonly kind: 'home' }
  | { readonly kind: 'category'; readonly categoryId: number }
  | { readonly kind: 'favourites'; readonly userId: number }

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
  readonly games: (listing: Listing, viewerId: number | null, page?: Page) => Promise<GamePage>
  /** games.id for a numeric id or a public game_id; null when no such game. */
  readonly findGame: (ref: number | string) => Promise<number | null>
  readonly setFavourite: (userId: number, gameId: number, favourite: boolean) => Promise<void>
}
