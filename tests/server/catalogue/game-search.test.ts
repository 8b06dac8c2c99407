import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCatalogueSeed } from '../../../server/catalogue/catalogue-seed-step'
import { PROVIDERS } from '../../../src/core/catalogue/providers'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, get, registerPlayer } from '../accounts/support/accounts-test-app'

interface GameJson {
  readonly game_id: string
  readonly name: string
  readonly provider: string
  readonly favorite: boolean
}

/** Search on the real catalogue plus 5,000 generated games, as a big lobby has. */
describe.each(ENGINES)('game search and the provider filter (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await runCatalogueSeed(database.db, { SEED_LARGE_CATALOGUE: '5000' })
    app = await buildAccountsApp(database.db)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const search = async (q: string, extra = '') => {
    const res = await get(app, `/api/games/search?q=${encodeURIComponent(q)}&per_page=10${extra}`)
    expect(res.statusCode, res.body).toBe(200)
    return { games: res.json() as GameJson[], total: Number(res.headers['x-total-count']) }
  }

  it.each([
    ['egipt', 'Egypt'],
    ['gladiatr', 'Gladiator'],
    ['piratte gold', 'Pirate Gold'],
    ['drgon hord', 'Dragon Hoard'],
    ['blakjack', 'Blackjack'],
    ['ROULETE', 'European Roulette'],
  ])('forgives the typo in %j and finds %s first', async (q, name) => {
    const { games } = await search(q)
    expect(games[0]?.name).toBe(name)
  })

  it('ranks by likeness, then popular games: the real game before its 5,000-game namesakes', async () => {
    const { games, total } = await search('egypt')
    expect(games[0]?.name).toBe('Egypt')
    expect(games.slice(1).every((g) => /Egypt \d+$/.test(g.name))).toBe(true)
    expect(total).toBeGreaterThan(50)
  })

  it("finds a studio's games by the studio's name, misspelt too", async () => {
    const { games, total } = await search('quilstone')
    expect(games.length).toBe(10)
    expect(games.every((g) => g.provider === 'Quillstone')).toBe(true)
    expect(total).toBeGreaterThan(300)
  })

  it('matches a one- or two-letter query inside names, and finds nothing for nonsense', async () => {
    const { games } = await search('ko')
    expect(games.length).toBeGreaterThan(0)
    expect(games.every((g) => /ko/i.test(g.name))).toBe(true)
    expect((await search('zzxqj')).games).toEqual([])
    expect((await search('%_%')).games).toEqual([])
  })

  it('pages the results and says how many in all', async () => {
    const first = await search('lucky')
    const second = await search('lucky', '&page=2')
    expect(second.total).toBe(first.total)
    expect(second.games.map((g) => g.game_id)).not.toEqual(expect.arrayContaining(first.games.map((g) => g.game_id)))
    const past = await search('lucky', '&page=9999')
    expect(past.games).toEqual([])
    expect(past.total).toBe(first.total)
  })

  it('refuses an empty, blank, overlong or unknown query with a message', async () => {
    for (const url of [
      '/api/games/search',
      '/api/games/search?q=',
      '/api/games/search?q=%20%20',
      `/api/games/search?q=${'a'.repeat(65)}`,
      '/api/games/search?q=a&x=1',
    ]) {
      const res = await get(app, url)
      expect(res.statusCode, url).toBe(422)
      expect((res.json() as { message: string }).message).toBeTruthy()
    }
  })

  it('narrows search, the whole lobby and a category to the chosen providers', async () => {
    const only = (games: readonly GameJson[], names: readonly string[]) => games.every((g) => names.includes(g.provider))
    const found = await search('lucky', '&providers=oakvault,jadeloop')
    expect(found.games.length).toBeGreaterThan(0)
    expect(only(found.games, ['Oakvault', 'Jadeloop'])).toBe(true)

    const all = await get(app, '/api/games?page=1&per_page=100&providers=starfen')
    expect(only(all.json() as GameJson[], ['Starfen'])).toBe(true)
    const slots = (await database.db.selectFrom('categories').select('id').where('slug', '=', 'slots').executeTakeFirstOrThrow()).id
    const inSlots = await get(app, `/api/games/category/${slots}?providers=brassmoon,starfen`)
    const games = inSlots.json() as GameJson[]
    expect(games.length).toBeGreaterThan(0)
    expect(only(games, ['Brassmoon', 'Starfen'])).toBe(true)
    expect(games.some((g) => g.provider === 'Brassmoon') && games.some((g) => g.provider === 'Starfen')).toBe(true)
  })

  it('refuses a malformed provider list, and an unknown provider narrows to nothing', async () => {
    for (const providers of ['', 'Starfen', 'a,,b', 'x'.repeat(41), Array.from({ length: 13 }, (_, i) => `p${i}`).join(',')]) {
      expect((await get(app, `/api/games?providers=${providers}`)).statusCode, providers).toBe(422)
    }
    expect((await get(app, '/api/games?providers=nobody')).json()).toEqual([])
  })

  it('GET /api/providers lists the twelve studios with their logos and game counts', async () => {
    const res = await get(app, '/api/providers')
    expect(res.statusCode).toBe(200)
    const providers = res.json() as { slug: string; name: string; logo: string; games: number }[]
    expect(providers.map((p) => p.slug).sort()).toEqual(PROVIDERS.map((p) => p.slug).sort())
    expect(providers.every((p) => p.logo.startsWith('/images/providers/') && p.games > 0)).toBe(true)
    expect(providers.reduce((n, p) => n + p.games, 0)).toBe(
      Number(
        (
          await database.db
            .selectFrom('games')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    )
  })

  it('answers with the signed-in player’s favourite flags', async () => {
    const player = await registerPlayer(app)
    await app.inject({
      method: 'POST',
      url: '/api/favorite-game/toggle',
      headers: { authorization: `Bearer ${player.token}`, 'x-requested-with': 'XMLHttpRequest' },
      payload: { game_id: 'cf-slots-egypt', is_favorite: 1 },
    })
    const res = await get(app, '/api/games/search?q=egypt&per_page=1', player.token)
    expect((res.json() as GameJson[])[0]).toMatchObject({ game_id: 'cf-slots-egypt', favorite: true })
  })

  it('uses the trigram index for names', async () => {
    await database.db.transaction().execute(async (trx) => {
      const { sql } = await import('kysely')
      await sql`set local enable_seqscan = off`.execute(trx)
      const plan = await sql<Record<string, string>>`explain select id from games where 'egipt' <% name`.execute(trx)
      expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toMatch(/games_name_trgm/)
    })
  })
})
