import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeServer } from '../../../server/composition/compose-server'
import { createApp } from '../../../server/app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { testConfig } from '../support/test-app'
import { cheapAccountsConfig, get, manualClock, post, recordingLedger, registerPlayer } from './support/accounts-test-app'

const UNAUTHENTICATED = { message: 'Unauthenticated.' }

describe.each(ENGINES)('requireUser / optionalUser (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const time = manualClock()

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    const graph = composeServer(
      { config: testConfig(), db: database.db },
      { AccountsConfig: cheapAccountsConfig({ tokenTtlMs: 60 * 60_000 }), Clock: time.clock, Ledger: recordingLedger().ledger },
    )
    app = await createApp(graph)
    const { requireUser, optionalUser } = graph.accounts.auth
    // Probe routes, as another area would declare them.
    app.get('/api/probe/required', { onRequest: requireUser }, async (request) => ({ user: request.user }))
    app.get('/api/probe/optional', { preHandler: optionalUser }, async (request) => ({ user: request.user ?? null }))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('sets request.user = {id, tokenId} for a live bearer token', async () => {
    const player = await registerPlayer(app)
    const res = await get(app, '/api/probe/required', player.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ user: { id: player.user.id, tokenId: expect.any(Number) } })
    expect((await get(app, '/api/probe/optional', player.token)).json().user.id).toBe(player.user.id)
  })

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed token', 'Bearer not a token'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 for %s', async (_label, authorization) => {
    const res = await app.inject({ method: 'GET', url: '/api/probe/required', headers: authorization ? { authorization } : {} })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(UNAUTHENTICATED)
    const open = await app.inject({ method: 'GET', url: '/api/probe/optional', headers: authorization ? { authorization } : {} })
    expect(open.json()).toEqual({ user: null })
  })

  it('refuses a token once logged out, and only that token', async () => {
    const player = await registerPlayer(app)
    const other = (await post(app, '/api/login', { email: player.user.email, password: player.password })).json().token as string
    const out = await post(app, '/api/logout', undefined, player.token)
    expect(out.statusCode).toBe(200)
    expect((await get(app, '/api/probe/required', player.token)).statusCode).toBe(401)
    expect((await post(app, '/api/logout', undefined, player.token)).statusCode).toBe(401)
    expect((await get(app, '/api/probe/required', other)).statusCode).toBe(200)
  })

  it('refuses an expired token', async () => {
    const player = await registerPlayer(app)
    time.advance(60 * 60_000 - 1000)
    expect((await get(app, '/api/probe/required', player.token)).statusCode).toBe(200)
    time.advance(2000)
    expect((await get(app, '/api/probe/required', player.token)).statusCode).toBe(401)
  })

  it('needs X-Requested-With to log out', async () => {
    const player = await registerPlayer(app)
    const res = await app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${player.token}` } })
    expect(res.statusCode).toBe(403)
  })

  it.each([
    ['/api/update-profile', '{"full_name": 42'],
    ['/api/update-password', '[]'],
    ['/api/favorite-game/toggle', '{"game_id": "x"}'],
    ['/api/logout', 'not json'],
  ])('answers %s with 401 before it reads a malformed body', async (url, payload) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(UNAUTHENTICATED)
  })
})
