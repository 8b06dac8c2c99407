import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpCasinoClient, type FetchFn } from '../../../server/game-provider/http-casino-client.adapter'
import { createLifecycle } from '../../../server/operations/lifecycle'
import { createMetrics } from '../../../server/operations/metrics'
import { buildTestApp } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

describe.each(ENGINES)('probes, request ids and metrics on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
  })
  afterAll(async () => t.close())

  it('answers ready until the process drains, and live throughout', async () => {
    const lifecycle = createLifecycle()
    const app = await buildTestApp(t.db, { app: { lifecycle } })
    // Ready once the database answers within readiness's 5 s (a loaded machine may take a few tries).
    let ready = await app.inject({ url: '/readyz' })
    for (let i = 0; i < 5 && ready.statusCode !== 200; i++) ready = await app.inject({ url: '/readyz' })
    expect(ready.json()).toEqual({ status: 'ready' })
    lifecycle.beginDrain()
    const draining = await app.inject({ url: '/readyz' })
    expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }])
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200)
    await app.close()
  })

  it("keeps a caller's well-formed request id and replaces anything else", async () => {
    const app = await buildTestApp(t.db)
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'd41d8cd98f00b204e9800998ecf8427e' } })
    expect(kept.headers['x-request-id']).toBe('d41d8cd98f00b204e9800998ecf8427e')
    const replaced = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'no spaces\u0000or NULs' } })
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    await app.close()
  })

  it('counts requests by route and status, and reads the database figures', async () => {
    const metrics = createMetrics({ db: t.db })
    const app = await buildTestApp(t.db, { app: { metrics } })
    await app.inject({ url: '/api/health' })
    await app.inject({ url: '/api/no-such-route' })
    const text = await metrics.registry.metrics()
    expect(text).toContain('coinfall_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 1')
    expect(text).toMatch(/coinfall_http_request_duration_seconds_count\{method="GET",route="[^"]*",status="404"\} 1/)
    expect(text).toContain('coinfall_database_up 1')
    expect(text).toMatch(/coinfall_db_pool_connections\{state="max"\} \d+/)
    expect(text).toContain('coinfall_balance_streams_open 0')
    await app.close()
  })
})

describe('the casino client', () => {
  it('sends the request id it is working for with each wallet call', async () => {
    const sent: Record<string, string>[] = []
    const fetchFn: FetchFn = async (_url, init) => {
      sent.push(init.headers)
      return new Response(JSON.stringify({ balanceCents: 500 }), { status: 200, headers: { 'content-type': 'application/json' } })
    }
    const client = httpCasinoClient({
      baseUrl: 'http://casino.test',
      secret: { get: async () => 'x'.repeat(32) },
      clock: { now: () => new Date() },
      fetchFn,
      requestId: () => 'spin-7f3a9c21',
    })
    await client.balance('session-token')()
    expect(sent[0]?.['x-request-id']).toBe('spin-7f3a9c21')
  })
})

describe('draining', () => {
  it('waits for a quiet spell after the drain begins, however quiet it was before', async () => {
    const lifecycle = createLifecycle()
    lifecycle.beginDrain()
    let quiet = false
    const waiting = lifecycle.quiet({ quietMs: 150, maxWaitMs: 10_000 }).then(() => {
      quiet = true
    })
    await new Promise((resolve) => setTimeout(resolve, 60))
    lifecycle.requestStarted()
    expect(quiet).toBe(false)
    await waiting
    expect(quiet).toBe(true)
  })
})
