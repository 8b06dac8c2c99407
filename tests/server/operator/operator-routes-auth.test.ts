import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { XHR } from '../support/test-app'
import { openOperatorHarness, type OperatorHarness } from './support/operator-harness'

interface Route {
  readonly method: string
  readonly url: string
}

/** Open to everyone by design: the operator's sign-in itself. */
const OPEN = new Set(['POST /api/operator/login'])
/** Any operator may ask who they are and sign out; every other route needs a permission. */
const ANY_OPERATOR = new Set(['GET /api/operator/me', 'POST /api/operator/logout'])

/**
 * Every operator route, as the app registered it (read through its onRoute hook, so a route added
 * later is walked without anyone listing it): no token answers 401, a player's token 403, an
 * operator without permissions 403 except for who-am-I and sign-out.
 */
describe.each(ENGINES)('every operator route refuses strangers and players on %s', (engine) => {
  const routes: Route[] = []
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine, {
      app: {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url })
        },
      },
    })
  })
  afterAll(() => h.close())

  const operatorRoutes = () =>
    routes.filter((r) => r.url.startsWith('/api/operator/') && r.method !== 'HEAD' && !OPEN.has(`${r.method} ${r.url}`))
  const call = (route: Route, headers: Record<string, string>) =>
    h.app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.url.replace(/:([a-z_]+)/g, (_, name: string) =>
        name === 'id' && route.url.includes('/withdrawals/') ? 'wd_AAAAAAAAAAAAAAAAAAAAAA' : '1',
      ),
      headers,
      ...(route.method === 'POST' ? { payload: {} } : {}),
    })

  it('finds the operator routes', () => {
    expect(operatorRoutes().length).toBeGreaterThanOrEqual(19)
    expect(routes.some((r) => `${r.method} ${r.url}` === 'POST /api/operator/login')).toBe(true)
    // The promotion settings, the VIP levels and referral commission among them, are walked like every other route.
    const walked = operatorRoutes().map((r) => `${r.method} ${r.url}`)
    for (const key of ['join', 'missions', 'happy_hour', 'vip', 'referral'])
      expect(walked).toContain(`POST /api/operator/promotions/${key}`)
    expect(walked).toContain('GET /api/operator/promotions')
  })

  it('answers 401 to a call without a token, and to one with a token that is not live', async () => {
    for (const route of operatorRoutes()) {
      for (const headers of [XHR, { ...XHR, authorization: 'Bearer not-a-live-token-0000000000000000000000000' }]) {
        const res = await call(route, headers)
        expect(`${route.method} ${route.url} -> ${res.statusCode}`).toBe(`${route.method} ${route.url} -> 401`)
      }
    }
  })

  it("answers 403 to a player's token, whatever the route", async () => {
    const player = await h.newPlayer()
    for (const route of operatorRoutes()) {
      const res = await call(route, player.headers)
      expect(`${route.method} ${route.url} -> ${res.statusCode}`).toBe(`${route.method} ${route.url} -> 403`)
      expect(res.json()).toEqual({ message: 'This is for operators: sign in to the operator console.' })
    }
  })

  it('answers 403 to an operator without the permission a route needs', async () => {
    const bare = await h.newOperator([])
    for (const route of operatorRoutes().filter((r) => !ANY_OPERATOR.has(`${r.method} ${r.url}`))) {
      const res = await call(route, bare.headers)
      expect(`${route.method} ${route.url} -> ${res.statusCode}`).toBe(`${route.method} ${route.url} -> 403`)
      expect(res.json<{ message: string }>().message).toMatch(/^You do not have the [a-z_]+ permission\.$/)
    }
  })
})
