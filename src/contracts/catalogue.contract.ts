import * as t from 'io-ts'
import { get, post } from './endpoint'
import { closed, digits, oneOf, slugList, text, wholeNumber } from './wire'

/** The catalogue's endpoints (the product's categories, games and favourites: docs/product/api-calls.md). */

const Category = t.strict({ id: t.number, name: t.string, logo: t.string, position: t.number })

/** A game card; `favorite` is the signed-in player's flag, false for everyone else. */
const Game = t.strict({ id: t.number, game_id: t.string, name: t.string, thumbnail: t.string, provider: t.string, favorite: t.boolean })

const Id = closed({ id: digits(9) })

/** Paging is opt-in: without it a listing is every game; with it, X-Total-Count says how many in all. */
const Paging = { page: digits(6, 1), per_page: digits(3, 1) }

/** Every listing can be narrowed to some providers: `?providers=starfen,oakvault`. */
const Narrowing = { ...Paging, providers: slugList(12) }

/** A studio of the catalogue, with its number of games. */
const Provider = t.strict({ slug: t.string, name: t.string, logo: t.string, games: t.number })

export const ListCategories = get('/categories', { response: t.readonlyArray(Category) })

export const GetCategory = get('/categories/:id', { params: Id, response: Category })

export const ListGames = get('/games', { query: closed({}, Narrowing), response: t.readonlyArray(Game) })

export const ListProviders = get('/providers', { response: t.readonlyArray(Provider) })

/** Games by name or provider, typos forgiven, best match first; always paged (60 a page unless asked). */
export const SearchGames = get('/games/search', {
  query: closed({ q: text(1, 64) }, Narrowing),
  response: t.readonlyArray(Game),
})

/** Favorite and Recently Played need their owner's token; `user_id`, when sent, must be theirs. */
export const ListCategoryGames = get('/games/category/:id', {
  params: Id,
  query: closed({}, { ...Narrowing, user_id: digits(15) }),
  response: t.readonlyArray(Game),
})

/** Sets (not flips) the flag, so a retry is harmless; `game_id` is the numeric id or the public one. */
export const ToggleFavourite = post('/favorite-game/toggle', {
  body: closed({
    game_id: t.union([wholeNumber(1, 2_147_483_647), text(1, 100)], 'a game id'),
    is_favorite: oneOf([0, 1, true, false]),
  }),
  response: t.strict({ game_id: t.union([t.number, t.string]), is_favorite: oneOf([0, 1]) }),
})
