import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpGameLauncher } from '../adapters/http/http-game-launcher.adapter'
import { makeGameLaunches } from '../core/play/game-launches'
import { makeLaunchGame } from '../core/play/launch-game.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** Play: launching a game into the overlay. */
export function bindPlay(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('GameLauncher', overrides.GameLauncher ?? httpGameLauncher(http))
  bind.constant('GameLaunches', makeGameLaunches())
  bind.resolved(
    'LaunchGame',
    ['GameLauncher', 'AuthStore', 'SessionStore', 'Logger', 'GameLaunches'],
    (launcher, authStore, sessions, logger, launches) => makeLaunchGame({ launcher, authStore, sessions, logger, launches }),
  )
}
