import { makeGameSearch } from '../../core/catalogue/game-search.use-case'
import { area } from '../area'
import { catalogueArea } from './catalogue.area'

/** The header's search box: its own area, so the debounced search loads with the layout, not the landing. */
export const searchArea = area({
  name: 'search',
  keys: ['GameSearch'],
  needs: [catalogueArea],
  bind: (bind) => {
    // A query goes out once typing pauses this long: a fast typist sends one request per word, not per letter.
    bind.resolved('GameSearch', ['GameCatalog', 'Logger'], (catalog, logger) => makeGameSearch({ catalog, logger, debounceMs: 200 }))
  },
})
