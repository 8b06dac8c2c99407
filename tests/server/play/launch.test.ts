import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeServer } from '../../../server/composition/compose-server'
import { testConfig } from '../support/test-app'
import { ENGINES } from '../support/test-database'
import { CASINO_ORIGIN, GAME_ORIGIN, openGamesHarness, type GamesHarness } from './support/games-harness'
import { bearer, newPlayer } from './support/players'

const launch = (h: GamesHarness, headers: Record<string, string>, payload: unknown) =>
  h.casino.inject({
    method: 'POST',
    url: '/api/game/launchgame',
    headers: { origin: CASINO_ORIGIN, ...headers },
    payload: payload as object,
  })

describe.each(ENGINES)('POST /api/game/launchgame on %s', (engine) => {
  let h: GamesHarness
  beforeAll(async () => {
    h = await openGamesHarness(engine)
  })
  afterAll(() => h.close())

  it('answers a SessionUrl on the game origin with a one-time launch token, not the bearer token', async () => {
    const player = await newPlayer(h)
    const res = await launch(h, bearer(player), { gameId: 'cf-slots-myth', userId: String(player.userId) })
    expect(res.statusCode).toBe(200)
    const url = new URL((res.json() as { SessionUrl: string }).SessionUrl)
    expect(url.origin).toBe(GAME_ORIGIN)
    expect(url.pathname).toMatch(/^\/play\/[A-Za-z0-9_-]{43}$/)
    expect(url.href).not.toContain(player.token)
  })

  it('serves the game page once, framable only by the casino that launched it', async () => {
    const player = await newPlayer(h)
    const url = new URL(
      (await launch(h, bearer(player), { gameId: 'cf-slots-egypt', userId: player.userId })).json<{ SessionUrl: string }>().SessionUrl,
    )
    const page = await h.provider.inject({ method: 'GET', url: url.pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${CASINO_ORIGIN}`)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline')
    expect(page.body).toMatch(/<meta name="coinfall-play-token" content="[A-Za-z0-9_-]{43}">/)
    const again = await h.provider.inject({ method: 'GET', url: url.pathname })
    expect(again.statusCode).toBe(410)
    expect(again.body).toContain('This game link has expired')
    expect(again.body).not.toContain('coinfall-play-token')
  })

  it('lets a launch link expire after two minutes', async () => {
    const player = await newPlayer(h)
    const url = new URL(
      (await launch(h, bearer(player), { gameId: 'cf-slots-myth', userId: player.userId })).json<{ SessionUrl: string }>().SessionUrl,
    )
    h.clock.advance(2 * 60_000 + 1)
    expect((await h.provider.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(410)
  })

  it('launches by the catalogue row id too', async () => {
    const player = await newPlayer(h)
    const row = await h.db.selectFrom('games').select('id').where('game_id', '=', 'cf-crash-plinko').executeTakeFirstOrThrow()
    const res = await launch(h, bearer(player), { gameId: row.id, userId: player.userId })
    expect(res.json()).toHaveProperty('SessionUrl')
  })

  it("refuses to launch for another player's account (403)", async () => {
    const [alice, bob] = [await newPlayer(h), await newPlayer(h)]
    const res = await launch(h, bearer(alice), { gameId: 'cf-slots-myth', userId: String(bob.userId) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'You can only launch games for your own account.' })
  })

  it('needs a bearer token (401), before it looks at the body', async () => {
    expect((await launch(h, { 'x-requested-with': 'XMLHttpRequest' }, { gameId: 'cf-slots-myth', userId: '1' })).statusCode).toBe(401)
    expect((await launch(h, { 'x-requested-with': 'XMLHttpRequest' }, { nonsense: true })).statusCode).toBe(401)
  })

  it('needs the X-Requested-With header like every state-changing call', async () => {
    const player = await newPlayer(h)
    const res = await launch(h, { authorization: `Bearer ${player.token}` }, { gameId: 'cf-slots-myth', userId: player.userId })
    expect(res.statusCode).toBe(403)
  })

  it('lets the SPA frame only the game origin', async () => {
    const res = await h.casino.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['content-security-policy']).toContain(`frame-src ${GAME_ORIGIN}`)
  })

  it("answers {error: 'Game not found.'} for an unknown game", async () => {
    const player = await newPlayer(h)
    const res = await launch(h, bearer(player), { gameId: 'cf-slots-nope', userId: player.userId })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ error: 'Game not found.' })
  })

  it("answers {error: 'Game not found.'} for a row id beyond any row, not a database error", async () => {
    const player = await newPlayer(h)
    for (const gameId of ['9999999999', '2147483648', 9999999999]) {
      const res = await launch(h, bearer(player), { gameId, userId: player.userId })
      expect(res.statusCode, String(gameId)).toBe(200)
      expect(res.json()).toEqual({ error: 'Game not found.' })
    }
  })

  it("answers {error: 'insufficient balance'} below the game's minimum bet", async () => {
    const player = await newPlayer(h)
    const ledger = composeServer({ config: testConfig(), db: h.db }, h.ports).ledger
    // Leave 15 cents: under the slot's 20-cent minimum, enough for Plinko's 10.
    await ledger.placeBet({
      userId: player.userId,
      amountCents: 985,
      idempotencyKey: `drain:${player.userId}`,
      gameId: 'test',
      roundId: 'drain',
    })()
    expect((await launch(h, bearer(player), { gameId: 'cf-slots-myth', userId: player.userId })).json()).toEqual({
      error: 'insufficient balance',
    })
    expect((await launch(h, bearer(player), { gameId: 'cf-crash-plinko', userId: player.userId })).json()).toHaveProperty('SessionUrl')
  })

  it.each([
    [{ gameId: 'cf-slots-myth' }],
    [{ gameId: 'cf-slots-myth', userId: 'abc' }],
    [{ gameId: '', userId: '1' }],
    [{ gameId: 'cf-slots-myth', userId: '1', extra: true }],
  ])('answers 422 for a malformed body %j', async (payload) => {
    const player = await newPlayer(h)
    expect((await launch(h, bearer(player), payload)).statusCode).toBe(422)
  })
})
