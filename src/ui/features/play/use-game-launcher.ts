import * as E from 'fp-ts/Either'
import { useCallback, useMemo, useRef } from 'react'
import { BehaviorSubject } from 'rxjs'
import type { Game } from '../../../core/catalogue/game'
import { GAME_LAUNCH_CLOSED, gameLaunchReducer, type GameLaunchEvent } from '../../../core/play/game-launch.state'
import type { LaunchGameError } from '../../../core/play/launch-game.use-case'
import { canPlay } from '../../../core/play/play.rules'
import { assertNever } from '../../../core/shared/assert-never'
import type { Notifier } from '../../../core/shared/notifier.port'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { playArea } from '../../../composition/areas/play.area'

/** What the launch layer shows, and for which game. */
export interface Launch {
  readonly state: ReturnType<typeof gameLaunchReducer>
  readonly game: Game | null
}

const NOTHING_LAUNCHED: Launch = { state: GAME_LAUNCH_CLOSED, game: null }

/**
 * Launching a game from a card: the loader while the session opens, then the overlay. Closing
 * returns focus to the Play button that started it. The launch lives in `launch$`, which only
 * GameLaunchLayer follows: the screen that asked for this (and its grid) is not rendered again
 * when the loader or the game opens or closes. Every member keeps its identity.
 */
export function useGameLauncher() {
  const launchGame = useDependency('LaunchGame', playArea)
  const notifier = useDependency('Notifier')
  const logger = useDependency('Logger')
  const { signedIn } = useAuth()
  const launch$ = useMemo(() => new BehaviorSubject<Launch>(NOTHING_LAUNCHED), [])
  const trigger = useRef<HTMLElement | null>(null)
  const focusBack = useRef(false)
  const dispatch = useCallback(
    (event: GameLaunchEvent, game: Game | null = launch$.value.game) =>
      launch$.next({ state: gameLaunchReducer(launch$.value.state, event), game }),
    [launch$],
  )

  const play = useCallback(
    async (next: Game, from: HTMLElement) => {
      // Checked before the loader shows, so a visitor sees the alert alone.
      const allowed = canPlay(signedIn)
      if (E.isLeft(allowed)) return notifier.alert(allowed.left)
      trigger.current = from
      dispatch({ _tag: 'LaunchStarted' }, next)
      const result = await launchGame(next.gameId)()
      if (E.isRight(result)) return dispatch({ _tag: 'SessionOpened', url: result.right })
      dispatch({ _tag: 'LaunchEnded' })
      announceRefusal(notifier, result.left)
      from.focus()
    },
    [launchGame, notifier, signedIn, dispatch],
  )

  const close = useCallback(() => {
    focusBack.current = true
    dispatch({ _tag: 'CloseClicked' })
  }, [dispatch])

  /** Once the overlay has unmounted and its trap made the page interactive again, after a close from a click, a key or the game. */
  const closed = useCallback(() => {
    if (!focusBack.current) return
    focusBack.current = false
    const back = trigger.current
    ;(back?.isConnected === true ? back : document.getElementById('main'))?.focus()
  }, [])

  const frameError = useCallback((detail: unknown) => logger.error('Error loading game frame', detail), [logger])

  return useMemo(() => ({ launch$, play, close, closed, frameError }), [launch$, play, close, closed, frameError])
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
