import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuthStore } from '../auth/auth-store'
import type { SessionStore } from '../auth/session-store.port'
import { isSignedIn } from '../navigation/route-guard.rules'
import type { GatewayError } from '../shared/gateway-error'
import type { Logger } from '../shared/logger.port'
import type { GameLaunches } from './game-launches'
import type { GameLauncher } from './game-launcher.port'
import { canPlay } from './play.rules'

export type LaunchGameError =
  /** Alert `message`: 'Please log in to play the game.' */
  | { readonly _tag: 'NotSignedIn'; readonly message: string }
  /** The provider refused; alert its `message` as is. */
  | { readonly _tag: 'LaunchRefused'; readonly message: string }
  /** No usable answer; already logged, the player is told nothing (docs/product/messages.md#only-logged). */
  | { readonly _tag: 'LaunchFailed'; readonly error: GatewayError }

/**
 * Opens a game session for the signed-in player (signed in: the store says so or storage holds a
 * token, as the route guard judges). Right is the URL for the overlay's iframe; a game opened
 * counts as a launch (the server puts it first in the player's recently played).
 */
export const makeLaunchGame =
  (deps: { launcher: GameLauncher; authStore: AuthStore; sessions: SessionStore; logger: Logger; launches: GameLaunches }) =>
  (gameId: string): TE.TaskEither<LaunchGameError, string> =>
    pipe(
      TE.fromIOEither(() => canPlay(isSignedIn(deps.authStore.current().isAuthenticated, deps.sessions.load().token))),
      TE.mapError((message): LaunchGameError => ({ _tag: 'NotSignedIn', message })),
      TE.flatMap(() =>
        pipe(
          deps.launcher.launch({ gameId, userId: deps.authStore.current().userId }),
          TE.mapError((error): LaunchGameError => {
            deps.logger.error('Error launching game', error)
            return { _tag: 'LaunchFailed', error }
          }),
        ),
      ),
      TE.flatMapEither((answer) =>
        answer._tag === 'SessionOpened'
          ? E.right(answer.sessionUrl)
          : E.left<LaunchGameError>({ _tag: 'LaunchRefused', message: answer.error }),
      ),
      TE.tap(() => TE.fromIO(deps.launches.announce)),
    )

export type LaunchGame = ReturnType<typeof makeLaunchGame>
