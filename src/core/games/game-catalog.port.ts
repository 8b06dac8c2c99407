import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Category } from './category'
import type { Game } from './game'

/** The game catalogue. Never rejects: failures are returned as Left. */
export interface GameCatalog {
  readonly categories: () => TaskEither<GatewayError, readonly Category[]>
  readonly category: (id: number) => TaskEither<GatewayError, Category>
  readonly games: () => TaskEither<GatewayError, readonly Game[]>
  /** `userId` is sent only for the favourites category (docs/product/api-calls.md#catalogue-and-games). */
  readonly gamesInCategory: (id: number, userId?: string) => TaskEither<GatewayError, readonly Game[]>
}
