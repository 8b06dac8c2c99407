import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RECENTLY_PLAYED_KEPT } from '../../../server/catalogue/catalogue.port'
import { SEED_GAMES } from '../../../server/catalogue/seed-catalogue'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { bearer, newPlayer, type TestPlayer } from '../play/support/players'

/** Recently played: what the player launched, newest first, kept on the server for every device. */
describe.each(ENGINES)('recently played (%s)', (engine) => {
  let h: GamesHarness
  let recentId: number

  beforeAll(async () => {
    h = await openGamesHarness(engine)
    recentId = (await h.db.selectFrom('categories').select('id').where('slug', '=', 'recent').executeTakeFirstOrThrow()).id
  })
  afterAll(() => h.close())

  const launch = async (p: TestPlayer, gameId: string) => {
    const res = await h.casino.inject({
      method: 'POST',
      url: '/api/game/launchgame',
      headers: { ...bearer(p), origin: 'http://casino.test:3000' },
      payload: { gameId, userId: String(p.userId) },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const recent = async (p: TestPlayer, query = '') => {
    const res = await h.casino.inject({ method: 'GET', url: `/api/games/category/${recentId}${query}`, headers: bearer(p) })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { game_id: string }[]).map((g) => g.game_id)
  }

  it('is empty until the player launches a game, then newest first with a replay moved to the front', async () => {
    const p = await newPlayer(h)
    expect(await recent(p)).toEqual([])
    await launch(p, 'cf-slots-myth')
    await launch(p, 'cf-crash-plinko')
    await launch(p, 'cf-slots-egypt')
    expect(await recent(p)).toEqual(['cf-slots-egypt', 'cf-crash-plinko', 'cf-slots-myth'])
    await launch(p, 'cf-slots-myth')
    expect(await recent(p)).toEqual(['cf-slots-myth', 'cf-slots-egypt', 'cf-crash-plinko'])
  })

  it(`keeps the last ${RECENTLY_PLAYED_KEPT} games only, and pages within them`, async () => {
    const p = await newPlayer(h)
    const played = SEED_GAMES.slice(0, RECENTLY_PLAYED_KEPT + 5).map((g) => g.gameId)
    for (const gameId of played) await launch(p, gameId)
    const newestFirst = played.slice(-RECENTLY_PLAYED_KEPT).reverse()
    expect(await recent(p)).toEqual(newestFirst)
    const rows = await h.db.selectFrom('recently_played').select('game_id').where('user_id', '=', p.userId).execute()
    expect(rows).toHaveLength(RECENTLY_PLAYED_KEPT)
    expect(await recent(p, '?page=2&per_page=15')).toEqual(newestFirst.slice(15))
    expect(await recent(p, '?page=3&per_page=15')).toEqual([])
  })

  it('keeps the cap when many launches race', async () => {
    const p = await newPlayer(h)
    const played = SEED_GAMES.slice(0, RECENTLY_PLAYED_KEPT + 10).map((g) => g.gameId)
    await Promise.all(played.map((gameId) => launch(p, gameId)))
    expect(await recent(p)).toHaveLength(RECENTLY_PLAYED_KEPT)
    const rows = await h.db.selectFrom('recently_played').select('game_id').where('user_id', '=', p.userId).execute()
    expect(rows).toHaveLength(RECENTLY_PLAYED_KEPT)
  })

  it("is the player's own: 401 without a token, 403 for another player's id, nothing of anyone else's", async () => {
    const a = await newPlayer(h)
    const b = await newPlayer(h)
    await launch(a, 'cf-slots-myth')
    expect((await h.casino.inject({ method: 'GET', url: `/api/games/category/${recentId}` })).statusCode).toBe(401)
    const other = await h.casino.inject({ method: 'GET', url: `/api/games/category/${recentId}?user_id=${a.userId}`, headers: bearer(b) })
    expect(other.statusCode).toBe(403)
    expect(await recent(b)).toEqual([])
  })

  it('records nothing for a launch refused', async () => {
    const p = await newPlayer(h)
    const res = await h.casino.inject({
      method: 'POST',
      url: '/api/game/launchgame',
      headers: { ...bearer(p), origin: 'http://casino.test:3000' },
      payload: { gameId: 'cf-no-such-game', userId: String(p.userId) },
    })
    expect(res.json()).not.toHaveProperty('SessionUrl')
    expect(await recent(p)).toEqual([])
  })
})
