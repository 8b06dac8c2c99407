import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Notifier } from '../shared/notifier.port'
import type { Favourites } from './favourites.port'
import type { Game } from './game'

export const FAVOURITE_MESSAGES = {
  added: 'Game added to favorites!',
  removed: 'Game removed from favorites!',
  refused: 'Failed to update favorite status.',
  unreachable: 'An error occurred while updating favorite status.',
} as const

export interface FavouriteNotUpdated {
  readonly _tag: 'FavouriteNotUpdated'
  readonly error: GatewayError
}

const failureMessage = (error: GatewayError): string =>
  error._tag === 'Offline' ? FAVOURITE_MESSAGES.unreachable : FAVOURITE_MESSAGES.refused

/**
 * Flips a game's heart on the server. Right is the game with its flag flipped, and comes only
 * after a 200 answer: the heart must not change before. Toasts the outcome either way.
 */
export const makeToggleFavourite =
  (deps: { favourites: Favourites; notifier: Notifier }) =>
  <G extends Pick<Game, 'gameId' | 'favorite'>>(game: G): TE.TaskEither<FavouriteNotUpdated, G> =>
    pipe(
      deps.favourites.set(game.gameId, !game.favorite),
      TE.map(() => ({ ...game, favorite: !game.favorite })),
      TE.tapIO((flipped) => () => deps.notifier.success(flipped.favorite ? FAVOURITE_MESSAGES.added : FAVOURITE_MESSAGES.removed)),
      TE.mapError((error): FavouriteNotUpdated => {
        deps.notifier.error(failureMessage(error))
        return { _tag: 'FavouriteNotUpdated', error }
      }),
    )

export type ToggleFavourite = ReturnType<typeof makeToggleFavourite>
