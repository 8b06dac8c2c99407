import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cheapAccountsConfig, registerPlayer, type Registered } from '../accounts/support/accounts-test-app'
import { buildTestApp, XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

describe.each(ENGINES)("answers carrying a player's own data are private and vary by Authorization on %s", (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  let player: Registered
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildTestApp(database.db, { ports: { AccountsConfig: cheapAccountsConfig() } })
    player = await registerPlayer(app)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const asPlayer = (url: string) => app.inject({ method: 'GET', url, headers: { ...XHR, authorization: `Bearer ${player.token}` } })
  const varies = (header: unknown) =>
    String(header)
      .split(',')
      .map((v) => v.trim().toLowerCase())
      .includes('authorization')

  it.each(['/api/games', '/api/games/search?q=a', '/api/wallet-balance', '/api/casino/transaction', '/api/get-profile'])(
    'GET %s with a token',
    async (url) => {
      const res = await asPlayer(url)
      expect(res.statusCode).toBe(200)
      expect(String(res.headers['cache-control']).split(', ')[0]).toBe('private')
      expect(varies(res.headers['vary'])).toBe(true)
    },
  )

  it('keeps a route’s own directive beside private (no-store stays no-store), and varies the anonymous catalogue too', async () => {
    expect((await asPlayer('/api/wallet-balance')).headers['cache-control']).toBe('private, no-store')
    expect((await asPlayer('/api/games')).headers['cache-control']).toBe('private')
    const anonymous = await app.inject({ method: 'GET', url: '/api/games', headers: XHR })
    expect(anonymous.headers['cache-control']).toBe('no-cache')
    expect(varies(anonymous.headers['vary'])).toBe(true)
  })
})
