import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpFavourites } from '../adapters/http/http-favourites.adapter'
import { httpGameCatalog } from '../adapters/http/http-game-catalog.adapter'
import { httpGameLauncher } from '../adapters/http/http-game-launcher.adapter'
import { makeGameLaunches } from '../core/games/game-launches'
import { makeGameSearch } from '../core/games/game-search.use-case'
import { makeLaunchGame } from '../core/games/launch-game.use-case'
import { makeLoadSidebarCategories } from '../core/games/load-sidebar-categories.use-case'
import { makeToggleFavourite } from '../core/games/toggle-favourite.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** The catalogue, favourites and game launch. */
export function bindGames(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('GameCatalog', overrides.GameCatalog ?? httpGameCatalog(http))
  bind.constant('GameLauncher', overrides.GameLauncher ?? httpGameLauncher(http))
  bind.constant('Favourites', overrides.Favourites ?? httpFavourites(http))
  bind.resolved('LoadSidebarCategories', ['GameCatalog', 'Logger'], (catalog, logger) => makeLoadSidebarCategories({ catalog, logger }))
  bind.constant('GameLaunches', makeGameLaunches())
  bind.resolved(
    'LaunchGame',
    ['GameLauncher', 'AuthStore', 'SessionStore', 'Logger', 'GameLaunches'],
    (launcher, authStore, sessions, logger, launches) => makeLaunchGame({ launcher, authStore, sessions, logger, launches }),
  )
  // A query goes out once typing pauses this long: a fast typist sends one request per word, not per letter.
  bind.resolved('GameSearch', ['GameCatalog', 'Logger'], (catalog, logger) => makeGameSearch({ catalog, logger, debounceMs: 200 }))
  bind.resolved('ToggleFavourite', ['Favourites'], (favourites) => makeToggleFavourite({ favourites }))
}
