import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'

/** The player's favourite games (POST /api/favorite-game/toggle). Never rejects. */
export interface Favourites {
  /** Sets the flag of the catalogue game `gameId` to `favourite`; Right only on a 200 answer. */
  readonly set: (gameId: string, favourite: boolean) => TaskEither<GatewayError, void>
}
