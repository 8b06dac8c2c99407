import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpFavourites } from '../adapters/http/http-favourites.adapter'
import { httpGameCatalog } from '../adapters/http/http-game-catalog.adapter'
import { httpGameLauncher } from '../adapters/http/http-game-launcher.adapter'
import type { AuthStore } from '../core/auth/auth-store'
import type { SessionStore } from '../core/auth/session-store.port'
import type { Favourites } from '../core/games/favourites.port'
import type { GameCatalog } from '../core/games/game-catalog.port'
import type { GameLauncher } from '../core/games/game-launcher.port'
import { makeLaunchGame } from '../core/games/launch-game.use-case'
import { makeLoadFavourites } from '../core/games/load-favourites.use-case'
import { makeLoadSidebarCategories } from '../core/games/load-sidebar-categories.use-case'
import { makeToggleFavourite } from '../core/games/toggle-favourite.use-case'
import type { Logger } from '../core/shared/logger.port'
import type { Notifier } from '../core/shared/notifier.port'
import type { Registry } from './registry'
import { T } from './tokens'

/** The catalogue, favourites and game launch. */
export function bindGames(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  c.bind(T.GameCatalog).toConstantValue(overrides.GameCatalog ?? httpGameCatalog(http))
  c.bind(T.GameLauncher).toConstantValue(overrides.GameLauncher ?? httpGameLauncher(http))
  c.bind(T.Favourites).toConstantValue(overrides.Favourites ?? httpFavourites(http))
  c.bind(T.LoadSidebarCategories).toResolvedValue(
    (catalog: GameCatalog, logger: Logger) => makeLoadSidebarCategories({ catalog, logger }),
    [T.GameCatalog, T.Logger],
  )
  c.bind(T.LaunchGame).toResolvedValue(
    (launcher: GameLauncher, store: AuthStore, stored: SessionStore, logger: Logger) =>
      makeLaunchGame({ launcher, authStore: store, sessions: stored, logger }),
    [T.GameLauncher, T.AuthStore, T.SessionStore, T.Logger],
  )
  c.bind(T.ToggleFavourite).toResolvedValue(
    (favourites: Favourites, notifier: Notifier) => makeToggleFavourite({ favourites, notifier }),
    [T.Favourites, T.Notifier],
  )
  c.bind(T.LoadFavourites).toResolvedValue(
    (catalog: GameCatalog, store: AuthStore, logger: Logger) => makeLoadFavourites({ catalog, authStore: store, logger }),
    [T.GameCatalog, T.AuthStore, T.Logger],
  )
}
