import { GameOverlay } from './game-overlay'
import { LaunchLoader } from './launch-loader'
import type { GameLauncherView } from './use-game-launcher'

/** What the launcher shows over the page: nothing, the loader, or the game. */
export function GameLaunchLayer({ launcher }: { launcher: GameLauncherView }) {
  const { state, game, close, frameError } = launcher
  const name = game?.name ?? 'Game'
  switch (state._tag) {
    case 'Closed':
      return null
    case 'Loading':
      return <LaunchLoader name={name} />
    case 'Open':
      return <GameOverlay name={name} url={state.url} onClose={close} onFrameError={frameError} />
  }
}
