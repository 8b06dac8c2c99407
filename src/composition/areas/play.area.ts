import { httpGameLauncher } from '../../adapters/http/http-game-launcher.adapter'
import { makeGameLaunches } from '../../core/play/game-launches'
import { makeLaunchGame } from '../../core/play/launch-game.use-case'
import { area } from '../area'

/** Play: launching a game into the overlay. */
export const playArea = area({
  name: 'play',
  keys: ['GameLauncher', 'GameLaunches', 'LaunchGame'],
  bind: (bind, { http, overrides }) => {
    bind.constant('GameLauncher', overrides.GameLauncher ?? httpGameLauncher(http))
    bind.constant('GameLaunches', makeGameLaunches())
    bind.resolved(
      'LaunchGame',
      ['GameLauncher', 'AuthStore', 'SessionStore', 'Logger', 'GameLaunches'],
      (launcher, authStore, sessions, logger, launches) => makeLaunchGame({ launcher, authStore, sessions, logger, launches }),
    )
  },
})
