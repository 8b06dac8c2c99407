import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { httpFavourites } from '../adapters/http/http-favourites.adapter'
import { httpGameCatalog } from '../adapters/http/http-game-catalog.adapter'
import { makeGameSearch } from '../core/catalogue/game-search.use-case'
import { makeLoadSidebarCategories } from '../core/catalogue/load-sidebar-categories.use-case'
import { makeToggleFavourite } from '../core/catalogue/toggle-favourite.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** The catalogue: categories, search and favourites. */
export function bindCatalogue(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('GameCatalog', overrides.GameCatalog ?? httpGameCatalog(http))
  bind.constant('Favourites', overrides.Favourites ?? httpFavourites(http))
  bind.resolved('LoadSidebarCategories', ['GameCatalog', 'Logger'], (catalog, logger) => makeLoadSidebarCategories({ catalog, logger }))
  // A query goes out once typing pauses this long: a fast typist sends one request per word, not per letter.
  bind.resolved('GameSearch', ['GameCatalog', 'Logger'], (catalog, logger) => makeGameSearch({ catalog, logger, debounceMs: 200 }))
  bind.resolved('ToggleFavourite', ['Favourites'], (favourites) => makeToggleFavourite({ favourites }))
}
