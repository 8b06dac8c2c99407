import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { largeCatalogueSize, runCatalogueSeed } from '../../../server/catalogue/catalogue-seed-step'
import { SEED_GAMES } from '../../../server/catalogue/seed-catalogue'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, get, post, registerPlayer } from '../accounts/support/accounts-test-app'

const LARGE = 5000

describe.each(ENGINES)('a catalogue of 5,000+ games (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  let homeId: number
  let token: string

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    const started = performance.now()
    await runCatalogueSeed(database.db, { SEED_LARGE_CATALOGUE: String(LARGE) })
    console.log(`seeded ${LARGE} generated games in ${Math.round(performance.now() - started)} ms`)
    app = await buildAccountsApp(database.db)
    homeId = (await database.db.selectFrom('categories').select('id').where('slug', '=', 'home').executeTakeFirstOrThrow()).id
    const player = await registerPlayer(app)
    token = player.token
    for (const game_id of ['cf-load-00042', 'cf-load-04999', 'cf-slots-myth']) {
      await post(app, '/api/favorite-game/toggle', { game_id, is_favorite: 1 }, token)
    }
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const timed = async (url: string) => {
    const started = performance.now()
    const res = await get(app, url, token)
    return { res, ms: Math.round(performance.now() - started) }
  }

  it('seeds the generated games idempotently, on top of the real ones', async () => {
    await runCatalogueSeed(database.db, { SEED_LARGE_CATALOGUE: String(LARGE) })
    const n = await database.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(n.n)).toBe(SEED_GAMES.length + LARGE)
  })

  it('leaves the planner statistics of the whole catalogue behind it (ANALYZE)', async () => {
    const stats = await sql<{ rows: number }>`select reltuples::int as rows from pg_class where oid = 'games'::regclass`.execute(
      database.db,
    )
    expect(stats.rows[0]?.rows).toBeGreaterThanOrEqual(LARGE)
  })

  it('pages the home listing quickly, with flags and the total', async () => {
    await timed(`/api/games/category/${homeId}?page=1&per_page=60`)
    const { res, ms } = await timed(`/api/games/category/${homeId}?page=50&per_page=60`)
    console.log(`home page 50 of 60 games: ${ms} ms`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toHaveLength(60)
    expect(res.headers['x-total-count']).toBe(String(SEED_GAMES.length + LARGE))
    expect(ms).toBeLessThan(1000)
  })

  it('still answers the whole list in one request', async () => {
    const { res, ms } = await timed('/api/games')
    console.log(`all ${SEED_GAMES.length + LARGE} games: ${ms} ms, ${Math.round(res.body.length / 1024)} KiB`)
    const games = res.json() as { game_id: string; favorite: boolean }[]
    expect(games).toHaveLength(SEED_GAMES.length + LARGE)
    expect(
      games
        .filter((g) => g.favorite)
        .map((g) => g.game_id)
        .sort(),
    ).toEqual(['cf-load-00042', 'cf-load-04999', 'cf-slots-myth'])
    expect(ms).toBeLessThan(5000)
  })

  it('reads SEED_LARGE_CATALOGUE strictly', () => {
    expect(largeCatalogueSize({})).toBe(0)
    expect(largeCatalogueSize({ SEED_LARGE_CATALOGUE: '5000' })).toBe(5000)
    expect(() => largeCatalogueSize({ SEED_LARGE_CATALOGUE: 'lots' })).toThrow(/SEED_LARGE_CATALOGUE/)
  })
})
