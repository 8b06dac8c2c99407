import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  bearerFor,
  bodyFields,
  openRouteHarness,
  pathFor,
  plausibleValues,
  signingOf,
  type ApiRoute,
  type RouteHarness,
} from '../fuzz/support/route-harness'
import { XHR } from '../support/test-app'
import { ENGINES } from '../support/test-database'

const NUL = '\u0000'
const LONE = '\ud800'
const PARAMS: Readonly<Record<string, string>> = { id: 'inv_0123456789', roundId: '00000000-0000-4000-8000-000000000000' }

describe.each(ENGINES)('hostile input (%s)', (engine) => {
  let h: RouteHarness
  beforeAll(async () => {
    h = await openRouteHarness(engine)
  })
  afterAll(() => h.close())

  /** The route called as its rightful caller would: a player's token, a good signature. */
  const send = (route: ApiRoute, body: unknown, path = pathFor(route, (name) => PARAMS[name] ?? 'x')) => {
    const text = h.withTokens(JSON.stringify(body))
    const headers =
      signingOf(route) === 'none'
        ? { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${bearerFor(h, route)}` }
        : h.signedHeaders(route, path, text, true)
    return h.appOf(route.app).inject({ method: 'POST', url: path, headers, payload: text })
  }
  const postRoutes = () => h.routes.filter((r) => r.method === 'POST')

  it.each([
    ['a NUL', `bad${NUL}text`],
    ['a lone surrogate', `bad${LONE}text`],
  ])('answers %s in any text field of any POST route of both apps with 422 naming the field', async (_what, bad) => {
    const plausible = plausibleValues(h)
    const answers: { route: string; field: string; res: LightMyRequestResponse }[] = []
    expect(postRoutes().length).toBeGreaterThan(20)
    for (const route of postRoutes()) {
      const fields = bodyFields(route)
      for (const field of fields.length > 0 ? fields : ['note']) {
        const body = Object.fromEntries(fields.map((f) => [f, plausible[f]?.[0] ?? 'x']))
        answers.push({ route: `${route.app} ${route.url}`, field, res: await send(route, { ...body, [field]: bad }) })
      }
    }
    const failures = answers.filter((a) => a.res.statusCode >= 500).map((a) => `${a.route} ${a.field}: ${a.res.statusCode}`)
    expect(failures).toEqual([])
    for (const { route, field, res } of answers) {
      expect(res.statusCode, `${route} ${field}`).toBe(422)
      expect(res.json().errors[field], `${route} ${field}: ${res.body}`).toEqual([expect.stringMatching(/NUL|Unicode/)])
    }
  })

  it('names the field of a NUL deep in a body, and the object that holds a key with one', async () => {
    const profile = postRoutes().find((r) => r.url === '/api/update-profile')!
    const deep = await send(profile, { full_name: 'Ana', extra: { list: ['fine', `b${NUL}`] } })
    expect(deep.statusCode).toBe(422)
    expect(deep.json()).toEqual({
      message: 'Text may not contain NUL characters.',
      errors: { 'extra.list.1': ['Text may not contain NUL characters.'] },
    })
    const key = await send(profile, { full_name: 'Ana', extra: { [`k${NUL}`]: 1 } })
    expect(key.json()).toEqual({
      message: 'A field name may not contain NUL characters.',
      errors: { extra: ['A field name may not contain NUL characters.'] },
    })
    const top = await send(profile, { [`k${LONE}`]: 1 })
    expect(top.json().errors).toEqual({ body: ['A field name must be valid Unicode text.'] })
    // Field names are the sender's: an inherited name is just a name.
    const inherited = await send(profile, { constructor: `a${NUL}`, toString: { valueOf: `c${NUL}` } })
    expect(inherited.statusCode).toBe(422)
    expect(inherited.json().errors).toEqual({
      constructor: ['Text may not contain NUL characters.'],
      'toString.valueOf': ['Text may not contain NUL characters.'],
    })
  })

  it('answers a NUL in a query or a path parameter with 422', async () => {
    const games = await h.casino.inject({ method: 'GET', url: '/api/games?page=1%00' })
    expect(games.statusCode).toBe(422)
    expect(games.json().errors).toEqual({ page: ['Text may not contain NUL characters.'] })
    for (const url of ['/api/categories/1%00', '/api/invoice/a%00b', `/api/games/category/1%00?user_id=1`]) {
      const res = await h.casino.inject({ method: 'GET', url, headers: { authorization: `Bearer ${h.tokens().casino}` } })
      expect(res.statusCode, url).toBe(422)
    }
    const crash = await h.provider.inject({ method: 'GET', url: '/api/crash/%00', headers: { authorization: `Bearer ${h.tokens().play}` } })
    expect(crash.statusCode).toBe(422)
  })

  it('answers a body nested thousands deep with 422 on every POST route, before any handler recurses into it', async () => {
    const deep = `{"data":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`
    const failures: string[] = []
    for (const route of postRoutes()) {
      const path = pathFor(route, (name) => PARAMS[name] ?? 'x')
      const headers =
        signingOf(route) === 'none'
          ? { ...XHR, 'content-type': 'application/json', authorization: `Bearer ${bearerFor(h, route)}` }
          : { ...h.signedHeaders(route, path, '{}', true), 'content-type': 'application/json' }
      const res = await h.appOf(route.app).inject({ method: 'POST', url: path, headers, payload: deep })
      const named = res.statusCode === 422 && JSON.stringify(res.json().errors) === JSON.stringify({ data: ['Nested too deeply.'] })
      if (!named) failures.push(`${route.app} ${route.url}: ${res.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('answers a signed route called with no body at all, or a body of null, with a 4xx', async () => {
    const answers: string[] = []
    for (const route of postRoutes().filter((r) => signingOf(r) !== 'none')) {
      for (const [payload, type] of [
        ['', undefined],
        ['', 'application/json'],
        ['null', 'application/json'],
        ['"text"', 'application/json'],
      ] as const) {
        const headers = h.signedHeaders(route, route.url, payload, true)
        if (type === undefined) delete headers['content-type']
        const res = await h.casino.inject({ method: 'POST', url: route.url, headers, payload })
        if (res.statusCode >= 500) answers.push(`${route.url} ${JSON.stringify(payload)} ${type ?? 'no type'}: ${res.statusCode}`)
      }
    }
    expect(answers).toEqual([])
  })

  it('still verifies a clean signed body through the raw-JSON parser', async () => {
    const speed = postRoutes().find((r) => r.url === '/api/webhooks/speed')!
    const clean = await send(speed, { event_type: 'something.else', data: { object: { id: 'pi_none' } } })
    expect(clean.statusCode).toBe(200)
    const wallet = postRoutes().find((r) => r.url === '/api/seamless-wallet/balance')!
    const balance = await send(wallet, { sessionToken: h.tokens().wallet })
    expect(balance.statusCode).toBe(200)
  })
})
