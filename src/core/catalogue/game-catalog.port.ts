import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Category } from './category'
import type { Game } from './game'

/** A studio as the catalogue lists it, with how many of its games there are. */
export interface ProviderSummary {
  readonly slug: string
  readonly name: string
  readonly logo: string
  readonly games: number
}

/** Narrows a listing to these providers (by slug); empty is every provider. */
export type ProviderChoice = readonly string[]

/**
 * The game catalogue. Never rejects: failures are returned as Left. A listing is every game, or
 * with `first` only the first so many in the same order: a quick first screen while the rest loads.
 */
export interface GameCatalog {
  readonly categories: () => TaskEither<GatewayError, readonly Category[]>
  readonly category: (id: number) => TaskEither<GatewayError, Category>
  readonly games: (providers?: ProviderChoice, first?: number) => TaskEither<GatewayError, readonly Game[]>
  /** `userId` is sent only for the favourites category (docs/product/api-calls.md#catalogue-and-games). */
  readonly gamesInCategory: (
    id: number,
    userId?: string,
    providers?: ProviderChoice,
    first?: number,
  ) => TaskEither<GatewayError, readonly Game[]>
  /**
   * Games like `text` by name or provider, typos forgiven, best first; at most `limit`. Aborting
   * `signal` abandons the request (a newer query replaced it).
   */
  readonly search: (
    text: string,
    options: { readonly limit: number; readonly providers: ProviderChoice },
    signal?: AbortSignal,
  ) => TaskEither<GatewayError, readonly Game[]>
  readonly providers: () => TaskEither<GatewayError, readonly ProviderSummary[]>
}
