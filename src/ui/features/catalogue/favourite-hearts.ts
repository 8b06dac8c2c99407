import type { Game } from '../../../core/catalogue/game'

/** What one heart shows: filled or not, and whether a flip of it is on its way to the server. */
export interface HeartState {
  readonly favourite: boolean
  readonly busy: boolean
}

// Four values for every heart on the page, so a card reading its own gets the same object until it changes.
const STATES: Readonly<Record<'true' | 'false', Readonly<Record<'true' | 'false', HeartState>>>> = {
  true: { true: { favourite: true, busy: true }, false: { favourite: true, busy: false } },
  false: { true: { favourite: false, busy: true }, false: { favourite: false, busy: false } },
}

/**
 * The player's hearts of this page load, outside React's state: a flip the server agreed to, and
 * flips in flight, by game id. A card reads its own heart (useSyncExternalStore), so a flip
 * renders that one card, not the grid or the screen around it.
 */
export interface FavouriteHearts {
  readonly heartOf: (game: Pick<Game, 'gameId' | 'favorite'>) => HeartState
  readonly flipped: (gameId: string, favourite: boolean) => void
  readonly busy: (gameId: string, busy: boolean) => void
  readonly subscribe: (onChange: () => void) => () => void
}

export function createFavouriteHearts(): FavouriteHearts {
  const flags = new Map<string, boolean>()
  const inFlight = new Set<string>()
  const listeners = new Set<() => void>()
  const changed = () => listeners.forEach((listener) => listener())
  return {
    heartOf: (game) => STATES[`${flags.get(game.gameId) ?? game.favorite}`][`${inFlight.has(game.gameId)}`],
    flipped: (gameId, favourite) => {
      flags.set(gameId, favourite)
      changed()
    },
    busy: (gameId, busy) => {
      if (busy) inFlight.add(gameId)
      else inFlight.delete(gameId)
      changed()
    },
    subscribe: (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
}
