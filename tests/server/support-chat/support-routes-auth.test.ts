import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { buildTestApp, testConfig, XHR } from '../support/test-app'
import { openOperatorHarness, type OperatorHarness } from '../operator/support/operator-harness'

interface Route {
  readonly method: string
  readonly url: string
}

/** Opened with a one-time ticket, not a token: a missing or unknown ticket answers 401. */
const STREAMS = new Set(['GET /api/support/stream', 'GET /api/support/console-stream'])

const BODIES: Record<string, object> = { messages: { text: 'hello' }, read: { up_to: 1 } }

/**
 * Every support route, as the app registered it (so a route added later is walked too): with no
 * token, a dead one, a player's token on the operators' routes, an operator's token on the
 * players' routes, and an operator holding every permission but `support`.
 */
describe.each(ENGINES)('every support route refuses whoever may not use it on %s', (engine) => {
  const routes: Route[] = []
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine, {
      app: {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url })
        },
      },
    })
  })
  afterAll(() => h.close())

  const key = (r: Route) => `${r.method} ${r.url}`
  const supportRoutes = () => routes.filter((r) => r.url.startsWith('/api/support/') || r.url.startsWith('/api/operator/support/'))
  const playerRoutes = () => supportRoutes().filter((r) => r.url.startsWith('/api/support/') && !STREAMS.has(key(r)))
  const operatorRoutes = () => supportRoutes().filter((r) => r.url.startsWith('/api/operator/support/'))
  const call = (route: Route, headers: Record<string, string>) => {
    const url = route.url.replace(':id', '1')
    const last = url.split('/').at(-1) ?? ''
    return h.app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.url === '/api/operator/support/conversations' ? `${url}?view=all` : url,
      headers,
      ...(route.method === 'POST' ? { payload: BODIES[last] ?? {} } : {}),
    })
  }

  it('finds the support routes', () => {
    expect(playerRoutes().map(key).sort()).toEqual([
      'GET /api/support/conversation',
      'GET /api/support/unread',
      'POST /api/support/messages',
      'POST /api/support/read',
      'POST /api/support/stream-ticket',
    ])
    expect(operatorRoutes().length).toBe(7)
  })

  it('answers 401 without a live token, on every route', async () => {
    for (const route of [...playerRoutes(), ...operatorRoutes()]) {
      for (const headers of [XHR, { ...XHR, authorization: 'Bearer not-a-live-token-0000000000000000000000000' }]) {
        const res = await call(route, headers)
        expect(`${key(route)} -> ${res.statusCode}`).toBe(`${key(route)} -> 401`)
      }
    }
    for (const stream of STREAMS) {
      const res = await h.app.inject({
        method: 'GET',
        url: `${stream.slice(4)}?ticket=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
        headers: XHR,
      })
      expect(`${stream} -> ${res.statusCode}`).toBe(`${stream} -> 401`)
    }
  })

  it("answers 403 to a player's token on the operators' routes", async () => {
    const player = await h.newPlayer()
    for (const route of operatorRoutes()) {
      const res = await call(route, player.headers)
      expect(`${key(route)} -> ${res.statusCode}`).toBe(`${key(route)} -> 403`)
      expect(res.json()).toEqual({ message: 'This is for operators: sign in to the operator console.' })
    }
  })

  it("answers 401 to an operator's token on the players' routes: an operator has no conversation of their own", async () => {
    const operator = await h.newOperator(['support'])
    for (const route of playerRoutes()) {
      const res = await call(route, operator.headers)
      expect(`${key(route)} -> ${res.statusCode}`).toBe(`${key(route)} -> 401`)
    }
  })

  it('answers 403 to an operator with every permission but support, and refuses their console stream', async () => {
    const almost = await h.newOperator(['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger'])
    for (const route of operatorRoutes()) {
      const res = await call(route, almost.headers)
      expect(`${key(route)} -> ${res.statusCode}`).toBe(`${key(route)} -> 403`)
      expect(res.json()).toEqual({ message: 'You do not have the support permission.' })
    }
    // A ticket made for someone without `support` (here, a player's) does not open the console's stream.
    const player = await h.newPlayer()
    const ticket = (await h.post('/api/support/stream-ticket', player)).json<{ ticket: string }>().ticket
    const res = await h.app.inject({ method: 'GET', url: `/api/support/console-stream?ticket=${ticket}`, headers: XHR })
    expect(res.statusCode).toBe(403)
  })

  it('limits the messages a player sends, per player across processes', async () => {
    const rateLimits = {
      ...testConfig().rateLimits,
      limits: { ...testConfig().rateLimits.limits, supportMessage: { perPlayer: 3, perAddress: 100 } },
    }
    const one = await buildTestApp(h.db, { config: { rateLimits } })
    const two = await buildTestApp(h.db, { config: { rateLimits } })
    try {
      const player = await h.newPlayer()
      const other = await h.newPlayer()
      const send = (app: typeof one, who: { headers: Record<string, string> }, text: string) =>
        app.inject({ method: 'POST', url: '/api/support/messages', headers: who.headers, payload: { text } })
      const codes = [
        (await send(one, player, 'a')).statusCode,
        (await send(two, player, 'b')).statusCode,
        (await send(one, player, 'c')).statusCode,
      ]
      expect(codes).toEqual([200, 200, 200])
      const over = await send(two, player, 'd')
      expect(over.statusCode).toBe(429)
      expect(over.headers['retry-after']).toBeDefined()
      expect(over.json<{ message: string }>().message).toMatch(/^Too many requests\. Please try again in /)
      expect((await send(one, other, 'mine is fine')).statusCode).toBe(200)
    } finally {
      await one.close()
      await two.close()
    }
  })
})
