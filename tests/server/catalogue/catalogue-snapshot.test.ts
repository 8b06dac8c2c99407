import Fastify, { type FastifyInstance } from 'fastify'
import { catalogueAnswers, catalogueRoutes } from '../../../server/catalogue/http/catalogue.routes'
import type { AuthHooks } from '../../../server/http/plugins/authenticate'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCatalogueSeed } from '../../../server/catalogue/catalogue-seed-step'
import type { Listing } from '../../../server/catalogue/catalogue.port'
import { dbCatalogue } from '../../../server/catalogue/db-catalogue.adapter'
import { snapshotCatalogue } from '../../../server/catalogue/snapshot-catalogue.adapter'
import { connect } from '../../../server/db/connect'
import type { Db } from '../../../server/db/database'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, get, post, registerPlayer } from '../accounts/support/accounts-test-app'

const eventually = async (check: () => Promise<boolean>, what: string) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`never: ${what}`)
}

/** The catalogue from memory: the same answers as the database gives, kept fresh by NOTIFY, revalidated by ETag. */
describe.each(ENGINES)('the catalogue snapshot (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  /** Another API process's connection on PostgreSQL; the same session on PGlite. */
  let writer: Db
  let closeWriter: () => Promise<void>

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await runCatalogueSeed(database.db, { SEED_LARGE_CATALOGUE: '300' })
    app = await buildAccountsApp(database.db)
    if (engine === 'postgres') {
      const schema = (
        await database.db
          .selectFrom('categories')
          .select((eb) => eb.fn<string>('current_schema', []).as('s'))
          .executeTakeFirstOrThrow()
      ).s
      writer = connect({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '', schema })
      closeWriter = () => writer.destroy()
    } else {
      writer = database.db
      closeWriter = async () => undefined
    }
  })
  afterAll(async () => {
    await closeWriter()
    await app.close()
    await database.close()
  })

  it('answers every listing, narrowed or not, paged or not, as the database does', async () => {
    const fromDb = dbCatalogue(database.db)
    const { catalogue, snapshots } = snapshotCatalogue(database.db, fromDb)
    const player = await registerPlayer(app)
    await post(app, '/api/favorite-game/toggle', { game_id: 'cf-slots-myth', is_favorite: 1 }, player.token)
    const viewer = player.user.id
    const categories = await fromDb.categories()
    expect(await catalogue.categories()).toEqual(categories)
    expect(await catalogue.providers()).toEqual(await fromDb.providers())
    const listings: Listing[] = [
      { kind: 'all' },
      { kind: 'home' },
      ...categories.map((c) => ({ kind: 'category' as const, categoryId: c.id })),
    ]
    for (const listing of listings) {
      for (const filter of [undefined, { providers: ['starfen'] }, { providers: ['oakvault', 'jadeloop'] }]) {
        for (const page of [undefined, { limit: 60, offset: 0 }, { limit: 7, offset: 21 }]) {
          for (const who of [null, viewer]) {
            expect(await catalogue.games(listing, who, page, filter), JSON.stringify({ listing, filter, page, who })).toEqual(
              await fromDb.games(listing, who, page, filter),
            )
          }
        }
      }
    }
    await snapshots.close()
  })

  it('revalidates what everyone sees with an ETag: 304 and no body while nothing changed', async () => {
    const first = await get(app, '/api/games?page=1&per_page=10')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/"/)
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await app.inject({ method: 'GET', url: '/api/games?page=1&per_page=10', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    for (const url of ['/api/categories', '/api/providers']) {
      const res = await get(app, url)
      expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } })).statusCode).toBe(304)
    }
  })

  it('sends what everyone sees as bytes compressed once, in the encoding the browser prefers, the same JSON in each', async () => {
    const url =
      '/api/games/category/' +
      String((await database.db.selectFrom('categories').select('id').where('slug', '=', 'slots').executeTakeFirstOrThrow()).id) +
      '?page=1&per_page=5&providers=starfen'
    const plain = await app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['x-total-count']).toMatch(/^\d+$/)
    const games = plain.json() as { provider: string }[]
    expect(games.length).toBe(5)
    expect(games.every((g) => g.provider === 'Starfen')).toBe(true)
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } })
      expect(res.headers['content-encoding'], accept).toBe(encoding)
      expect(res.headers.vary).toMatch(/Accept-Encoding/i)
      expect(res.headers['x-total-count']).toBe(plain.headers['x-total-count'])
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(games)
    }
  })

  it('builds a narrowed answer once for the same studios in any order or beside made-up names, and keeps everyone’s apart (issue 20 §5)', async () => {
    const snap = snapshotCatalogue(database.db, dbCatalogue(database.db))
    const kept = catalogueAnswers()
    const bare = Fastify()
    const anyone = { optionalUser: async () => undefined } as unknown as AuthHooks
    await bare.register(catalogueRoutes(snap, anyone, kept), { prefix: '/api' })
    try {
      const slugs = (await snap.catalogue.providers()).map((p) => p.slug)
      expect(slugs.length).toBeGreaterThan(3)
      const ask = (providers: readonly string[]) =>
        bare.inject({ method: 'GET', url: `/api/games?providers=${providers.join(',')}`, headers: { 'accept-encoding': 'br' } })
      const everyone = await bare.inject({ method: 'GET', url: '/api/games' })
      const first = await ask(slugs)
      const expected = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as unknown[]
      expect(expected).toHaveLength((everyone.json() as unknown[]).length)
      // Twenty orders of every studio, and the same beside names no studio has: one answer, built once.
      for (let k = 1; k <= 20; k++) {
        const order = [...slugs.slice(k % slugs.length), ...slugs.slice(0, k % slugs.length)].reverse()
        const res = await ask(k % 2 === 0 ? order : [...order.slice(0, 10), `made-up-${k}`].slice(0, 12))
        if (k % 2 === 0) expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(expected)
      }
      expect(kept.narrowed.builds()).toBeLessThanOrEqual(11)
      const onlyMadeUp = await bare.inject({ method: 'GET', url: '/api/games?providers=made-up-a,made-up-b' })
      expect(onlyMadeUp.json()).toEqual([])
      // However many narrowed answers were built, everyone's was built once and is still kept.
      await bare.inject({ method: 'GET', url: '/api/games' })
      expect(kept.everyones.builds()).toBe(1)
    } finally {
      await bare.close()
      await snap.snapshots.close()
    }
  })

  it("gives a signed-in player's lists, which carry their flags, no ETag", async () => {
    const player = await registerPlayer(app)
    const res = await get(app, '/api/games?page=1&per_page=10', player.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers.etag).toBeUndefined()
  })

  it('reads the catalogue again once a change commits, even from another process', async () => {
    const before = await get(app, '/api/games?page=1&per_page=5')
    const etag = before.headers.etag as string
    await writer.updateTable('games').set({ name: 'Myth Reborn' }).where('game_id', '=', 'cf-slots-myth').execute()
    await eventually(async () => {
      const games = (await get(app, '/api/games?page=1&per_page=5')).json() as { name: string }[]
      return games.some((g) => g.name === 'Myth Reborn')
    }, 'the renamed game is listed')
    const after = await app.inject({ method: 'GET', url: '/api/games?page=1&per_page=5', headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
    expect(after.headers.etag).not.toBe(etag)
  })
})
