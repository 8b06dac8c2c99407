import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpFavourites } from '../adapters/http/http-favourites.adapter'
import { httpGameCatalog } from '../adapters/http/http-game-catalog.adapter'
import { httpGameLauncher } from '../adapters/http/http-game-launcher.adapter'
import { makeLaunchGame } from '../core/games/launch-game.use-case'
import { makeLoadFavourites } from '../core/games/load-favourites.use-case'
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
  bind.resolved('LaunchGame', ['GameLauncher', 'AuthStore', 'SessionStore', 'Logger'], (launcher, authStore, sessions, logger) =>
    makeLaunchGame({ launcher, authStore, sessions, logger }),
  )
  bind.resolved('ToggleFavourite', ['Favourites', 'Notifier'], (favourites, notifier) => makeToggleFavourite({ favourites, notifier }))
  bind.resolved('LoadFavourites', ['GameCatalog', 'AuthStore', 'Logger'], (catalog, authStore, logger) =>
    makeLoadFavourites({ catalog, authStore, logger }),
  )
}
