import { httpFavourites } from '../../adapters/http/http-favourites.adapter'
import { httpGameCatalog } from '../../adapters/http/http-game-catalog.adapter'
import { makeLoadSidebarCategories } from '../../core/catalogue/load-sidebar-categories.use-case'
import { makeToggleFavourite } from '../../core/catalogue/toggle-favourite.use-case'
import { area } from '../area'

/** The catalogue: games, categories and favourites (search is its own area: search.area.ts). */
export const catalogueArea = area({
  name: 'catalogue',
  keys: ['GameCatalog', 'Favourites', 'LoadSidebarCategories', 'ToggleFavourite'],
  bind: (bind, { http, overrides }) => {
    bind.constant('GameCatalog', overrides.GameCatalog ?? httpGameCatalog(http))
    bind.constant('Favourites', overrides.Favourites ?? httpFavourites(http))
    bind.resolved('LoadSidebarCategories', ['GameCatalog', 'Logger'], (catalog, logger) => makeLoadSidebarCategories({ catalog, logger }))
    bind.resolved('ToggleFavourite', ['Favourites'], (favourites) => makeToggleFavourite({ favourites }))
  },
})
