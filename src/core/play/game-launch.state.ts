/** The game overlay (docs/product/entities-and-states.md#game-launch): a full-screen loader while launching, then the iframe. */
type GameLaunchState = { readonly _tag: 'Closed' } | { readonly _tag: 'Loading' } | { readonly _tag: 'Open'; readonly url: string }

export type GameLaunchEvent =
  | { readonly _tag: 'LaunchStarted' }
  | { readonly _tag: 'SessionOpened'; readonly url: string }
  | { readonly _tag: 'LaunchEnded' }
  | { readonly _tag: 'CloseClicked' }

export const GAME_LAUNCH_CLOSED: GameLaunchState = { _tag: 'Closed' }

/**
 * Pure transitions. A session that arrives after the player closed the loader (or after another
 * launch ended) is dropped, so a slow answer can never pop a game open uninvited.
 */
export const gameLaunchReducer = (state: GameLaunchState, event: GameLaunchEvent): GameLaunchState => {
  switch (event._tag) {
    case 'LaunchStarted':
      return state._tag === 'Open' ? state : { _tag: 'Loading' }
    case 'SessionOpened':
      return state._tag === 'Loading' ? { _tag: 'Open', url: event.url } : state
    case 'LaunchEnded':
      return state._tag === 'Loading' ? GAME_LAUNCH_CLOSED : state
    case 'CloseClicked':
      return GAME_LAUNCH_CLOSED
  }
}
