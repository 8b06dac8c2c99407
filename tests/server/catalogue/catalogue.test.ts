import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEED_CATEGORIES, SEED_GAMES } from '../../../server/catalogue/seed-catalogue'
import { seedCatalogue } from '../../../server/catalogue/seed-catalogue-rows'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, get, post, registerPlayer, type Registered } from '../accounts/support/accounts-test-app'

interface GameJson {
  id: number
  game_id: string
  name: string
  thumbnail: string
  provider: string
  favorite: boolean
}

describe.each(ENGINES)('the game catalogue (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  let ids: Record<string, number>
  let player: Registered

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await seedCatalogue(database.db)
    await seedCatalogue(database.db)
    app = await buildAccountsApp(database.db)
    ids = Object.fromEntries((await database.db.selectFrom('categories').select(['slug', 'id']).execute()).map((r) => [r.slug, r.id]))
    player = await registerPlayer(app)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const gameIdOf = async (slug: string) =>
    (await database.db.selectFrom('games').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id

  it('seeds idempotently: one row per seed category and game', async () => {
    const count = async (table: 'categories' | 'games') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('categories')).toBe(SEED_CATEGORIES.length)
    expect(await count('games')).toBe(SEED_GAMES.length)
  })

  it('GET /api/categories lists {id, name, logo, position} by position', async () => {
    const res = await get(app, '/api/categories')
    expect(res.statusCode).toBe(200)
    const categories = res.json() as { id: number; name: string; logo: string; position: number }[]
    expect(categories.map((c) => c.name)).toEqual([...SEED_CATEGORIES].sort((a, b) => a.position - b.position).map((c) => c.name))
    expect(categories[0]).toEqual({ id: ids.home, name: 'Home', logo: '/images/categories/home.webp', position: 1 })
  })

  it('GET /api/categories/:id answers one category, or a JSON 404', async () => {
    expect((await get(app, `/api/categories/${ids.slots}`)).json()).toEqual({
      id: ids.slots,
      name: 'Slots',
      logo: '/images/categories/slots.webp',
      position: 8,
    })
    const missing = await get(app, '/api/categories/99999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Category not found.' })
    expect((await get(app, '/api/categories/abc')).statusCode).toBe(422)
  })

  it('GET /api/games lists every game with its provider, not favourite for a visitor', async () => {
    const games = (await get(app, '/api/games')).json() as GameJson[]
    expect(games).toHaveLength(SEED_GAMES.length)
    expect(games.find((g) => g.name === 'Myth')).toEqual({
      id: expect.any(Number),
      game_id: 'cf-slots-myth',
      name: 'Myth',
      thumbnail: '/images/games/myth.webp',
      provider: 'Starfen',
      favorite: false,
    })
  })

  it("GET /api/games/category/:id lists one category's games; home lists every game, popular first", async () => {
    const slots = (await get(app, `/api/games/category/${ids.slots}`)).json() as GameJson[]
    expect(slots.map((g) => g.game_id).sort()).toEqual(
      SEED_GAMES.filter((g) => g.categorySlug === 'slots')
        .map((g) => g.gameId)
        .sort(),
    )
    const home = (await get(app, `/api/games/category/${ids.home}`)).json() as GameJson[]
    expect(home).toHaveLength(SEED_GAMES.length)
    const popular = new Set(SEED_GAMES.filter((g) => g.popular).map((g) => g.gameId))
    expect(home.slice(0, popular.size).every((g) => popular.has(g.game_id))).toBe(true)
    expect((await get(app, '/api/games/category/99999')).statusCode).toBe(404)
  })

  it('pages a listing on request, with X-Total-Count', async () => {
    const res = await get(app, `/api/games/category/${ids.home}?page=2&per_page=10`)
    expect(res.headers['x-total-count']).toBe(String(SEED_GAMES.length))
    const page = res.json() as GameJson[]
    const all = (await get(app, `/api/games/category/${ids.home}`)).json() as GameJson[]
    expect(page).toEqual(all.slice(10, 20))
    expect((await get(app, '/api/games?per_page=201')).statusCode).toBe(422)
  })

  it('toggles a favourite and shows it in the favourite category and as flags on every list', async () => {
    const myth = await gameIdOf('myth')
    const on = await post(app, '/api/favorite-game/toggle', { game_id: myth, is_favorite: 1 }, player.token)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ game_id: myth, is_favorite: 1 })
    expect((await post(app, '/api/favorite-game/toggle', { game_id: 'cf-crash-plinko', is_favorite: 1 }, player.token)).json()).toEqual({
      game_id: 'cf-crash-plinko',
      is_favorite: 1,
    })
    await post(app, '/api/favorite-game/toggle', { game_id: myth, is_favorite: 1 }, player.token)

    const favourites = (await get(app, `/api/games/category/${ids.favorite}?user_id=${player.user.id}`, player.token)).json() as GameJson[]
    expect(favourites.map((g) => g.name)).toEqual(['Plinko', 'Myth'])
    expect(favourites.every((g) => g.favorite)).toBe(true)

    const slots = (await get(app, `/api/games/category/${ids.slots}`, player.token)).json() as GameJson[]
    expect(slots.filter((g) => g.favorite).map((g) => g.name)).toEqual(['Myth'])
    const visitor = (await get(app, `/api/games/category/${ids.slots}`)).json() as GameJson[]
    expect(visitor.some((g) => g.favorite)).toBe(false)

    const off = await post(app, '/api/favorite-game/toggle', { game_id: myth, is_favorite: 0 }, player.token)
    expect(off.json()).toEqual({ game_id: myth, is_favorite: 0 })
    const after = (await get(app, `/api/games/category/${ids.favorite}?user_id=${player.user.id}`, player.token)).json() as GameJson[]
    expect(after.map((g) => g.name)).toEqual(['Plinko'])
  })

  it("keeps favourites private: 401 without a token, 403 for another player's user_id", async () => {
    const other = await registerPlayer(app)
    expect((await get(app, `/api/games/category/${ids.favorite}?user_id=${player.user.id}`)).statusCode).toBe(401)
    const res = await get(app, `/api/games/category/${ids.favorite}?user_id=${player.user.id}`, other.token)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'You can only list your own favourites.' })
    expect((await get(app, `/api/games/category/${ids.favorite}`, other.token)).json()).toEqual([])
  })

  it('refuses a toggle without a token, for an unknown game, or with a bad body', async () => {
    expect((await post(app, '/api/favorite-game/toggle', { game_id: 1, is_favorite: 1 })).statusCode).toBe(401)
    const unknown = await post(app, '/api/favorite-game/toggle', { game_id: 'cf-nope', is_favorite: 1 }, player.token)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Game not found.' })
    expect((await post(app, '/api/favorite-game/toggle', { game_id: 1, is_favorite: 2 }, player.token)).statusCode).toBe(422)
    expect((await post(app, '/api/favorite-game/toggle', { game_id: 1 }, player.token)).statusCode).toBe(422)
    expect((await post(app, '/api/favorite-game/toggle', { game_id: 1, is_favorite: 1, extra: 1 }, player.token)).statusCode).toBe(422)
  })
})
