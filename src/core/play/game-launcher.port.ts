import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'

/** The launch answer: a session to show in the overlay, or the provider's reason for refusing. */
export type LaunchAnswer =
  { readonly _tag: 'SessionOpened'; readonly sessionUrl: string } | { readonly _tag: 'LaunchRefused'; readonly error: string }

/** Starts game sessions (POST /api/game/launchgame). Never rejects: failures are returned as Left. */
export interface GameLauncher {
  /** `gameId` is the catalogue's public game id; `userId` the signed-in player's. */
  readonly launch: (request: { readonly gameId: string; readonly userId: string }) => TaskEither<GatewayError, LaunchAnswer>
}
