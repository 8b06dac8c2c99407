import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
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

/** The toast for a flip the server made (docs/product/messages.md#favourites). */
export const favouriteUpdatedMessage = (game: Pick<Game, 'favorite'>): string =>
  game.favorite ? FAVOURITE_MESSAGES.added : FAVOURITE_MESSAGES.removed

/** The toast for a flip the server refused, or that never reached it. */
export const favouriteNotUpdatedMessage = (failure: FavouriteNotUpdated): string =>
  failure.error._tag === 'Offline' ? FAVOURITE_MESSAGES.unreachable : FAVOURITE_MESSAGES.refused

/**
 * Flips a game's heart on the server. Right is the game with its flag flipped, and comes only
 * after a 200 answer: the heart must not change before.
 */
export const makeToggleFavourite =
  (deps: { favourites: Favourites }) =>
  <G extends Pick<Game, 'gameId' | 'favorite'>>(game: G): TE.TaskEither<FavouriteNotUpdated, G> =>
    pipe(
      deps.favourites.set(game.gameId, !game.favorite),
      TE.map(() => ({ ...game, favorite: !game.favorite })),
      TE.mapError((error): FavouriteNotUpdated => ({ _tag: 'FavouriteNotUpdated', error })),
    )

export type ToggleFavourite = ReturnType<typeof makeToggleFavourite>
