import * as E from 'fp-ts/Either'
import { useCallback, useReducer, useRef, useState } from 'react'
import type { Game } from '../../../core/games/game'
import { GAME_LAUNCH_CLOSED, gameLaunchReducer } from '../../../core/games/game-launch.state'
import { launchGameAlert } from '../../../core/games/launch-game.use-case'
import { canPlay } from '../../../core/games/play.rules'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'

/**
 * Launching a game from a card: the loader while the session opens, then the overlay. Closing
 * returns focus to the Play button that started it.
 */
export function useGameLauncher() {
  const launchGame = useDependency('LaunchGame')
  const notifier = useDependency('Notifier')
  const logger = useDependency('Logger')
  const { signedIn } = useAuth()
  const [state, dispatch] = useReducer(gameLaunchReducer, GAME_LAUNCH_CLOSED)
  const [game, setGame] = useState<Game | null>(null)
  const trigger = useRef<HTMLElement | null>(null)

  const play = useCallback(async (next: Game, from: HTMLElement) => {
    // Checked before the loader shows, so a visitor sees the alert alone.
    const allowed = canPlay(signedIn)
    if (E.isLeft(allowed)) return notifier.alert(allowed.left)
    trigger.current = from
    setGame(next)
    dispatch({ _tag: 'LaunchStarted' })
    const result = await launchGame(next.game_id)()
    if (E.isRight(result)) return dispatch({ _tag: 'SessionOpened', url: result.right })
    dispatch({ _tag: 'LaunchEnded' })
    const message = launchGameAlert(result.left)
    if (message !== null) notifier.alert(message)
    from.focus()
  }, [launchGame, notifier, signedIn])

  const close = useCallback(() => {
    dispatch({ _tag: 'CloseClicked' })
    const back = trigger.current
    // After the overlay unmounts and the page is no longer inert.
    requestAnimationFrame(() => (back?.isConnected ? back : document.getElementById('main'))?.focus())
  }, [])

  const frameError = useCallback((detail: unknown) => logger.error('Error loading game frame', detail), [logger])

  return { state, game, play, close, frameError }
}

export type GameLauncherView = ReturnType<typeof useGameLauncher>
