import type { GameCatalog } from '../../core/games/game-catalog.port'
import { callEndpoint } from './call-endpoint'
import { GetCategory, ListCategories, ListCategoryGames, ListGames } from './contracts/catalogue.contract'
import type { HttpClient } from './http-client'

// The browser asks for whole lists and pages them on screen.
export const httpGameCatalog = (http: HttpClient): GameCatalog => {
  const call = callEndpoint(http)
  return {
    categories: () => call(ListCategories, {}),
    category: (id) => call(GetCategory, { params: { id } }),
    games: () => call(ListGames, { query: {} }),
    gamesInCategory: (id, userId) =>
      call(ListCategoryGames, { params: { id }, query: userId === undefined || userId === '' ? {} : { user_id: Number(userId) } }),
  }
}
