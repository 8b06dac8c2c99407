import * as E from 'fp-ts/Either'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { Game } from '../../../core/catalogue/game'
import { GAME_LAUNCH_CLOSED, gameLaunchReducer } from '../../../core/play/game-launch.state'
import type { LaunchGameError } from '../../../core/play/launch-game.use-case'
import { canPlay } from '../../../core/play/play.rules'
import { assertNever } from '../../../core/shared/assert-never'
import type { Notifier } from '../../../core/shared/notifier.port'
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

  const play = useCallback(
    async (next: Game, from: HTMLElement) => {
      // Checked before the loader shows, so a visitor sees the alert alone.
      const allowed = canPlay(signedIn)
      if (E.isLeft(allowed)) return notifier.alert(allowed.left)
      trigger.current = from
      setGame(next)
      dispatch({ _tag: 'LaunchStarted' })
      const result = await launchGame(next.gameId)()
      if (E.isRight(result)) return dispatch({ _tag: 'SessionOpened', url: result.right })
      dispatch({ _tag: 'LaunchEnded' })
      announceRefusal(notifier, result.left)
      from.focus()
    },
    [launchGame, notifier, signedIn],
  )

  const focusBack = useRef(false)
  const close = useCallback(() => {
    focusBack.current = true
    dispatch({ _tag: 'CloseClicked' })
  }, [])

  // Once the overlay has unmounted and its trap has made the page interactive again (its cleanup
  // runs first in the same commit), whether the close came from a click, a key or the game frame.
  useEffect(() => {
    if (state._tag !== 'Closed' || !focusBack.current) return
    focusBack.current = false
    const back = trigger.current
    ;(back?.isConnected === true ? back : document.getElementById('main'))?.focus()
  }, [state])

  const frameError = useCallback((detail: unknown) => logger.error('Error loading game frame', detail), [logger])

  return { state, game, play, close, frameError }
}

/**
 * A visitor and a provider's refusal are alerted; a launch that got no answer is only logged
 * (docs/product/messages.md#playing).
 */
const announceRefusal = (notifier: Notifier, error: LaunchGameError): void => {
  switch (error._tag) {
    case 'NotSignedIn':
    case 'LaunchRefused':
      return notifier.alert(error.message)
    case 'LaunchFailed':
      return
    default:
      return assertNever(error)
  }
}

export type GameLauncherView = ReturnType<typeof useGameLauncher>
