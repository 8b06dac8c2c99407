import { useDeferredValue, useEffect } from 'react'
import { useObservable } from '../../hooks/use-observable'
import { GameOverlay } from './game-overlay'
import { LaunchLoader } from './launch-loader'
import type { GameLauncherView } from './use-game-launcher'

/** What the launcher shows over the page: nothing, the loader, or the game. The only part of a screen a launch renders. */
export function GameLaunchLayer({ launcher }: { launcher: GameLauncherView }) {
  const { launch$, close, closed, frameError } = launcher
  const launch = useObservable(launch$, launch$.value)
  const behind = useDeferredValue(launch)
  // The loader follows the tap a frame behind, so that frame is quick and shows the pressed Play
  // button (GameCard): a full-screen layer is slow to draw on a slow phone. The game and a close
  // show at once.
  const { state, game } = launch.state._tag === 'Loading' ? behind : launch
  // Its children's effects (the overlay's trap letting go of the page) are cleaned up before this runs.
  useEffect(() => {
    if (state._tag === 'Closed') closed()
  }, [state, closed])
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
