import { fc } from '@fast-check/vitest'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cheapAccountsConfig } from '../accounts/support/accounts-test-app'
import { ENGINES } from '../support/test-database'
import {
  bearerFor,
  bodyFields,
  openRouteHarness,
  pathFor,
  plausibleValues,
  signingOf,
  type ApiRoute,
  type RouteHarness,
} from './support/route-harness'

/**
 * Every route of the casino API and of the game provider's app, enumerated by the apps' own
 * onRoute hooks (a route added later is fuzzed without anyone listing it): POST routes get
 * generated bodies, GET routes generated paths and queries; signed routes get good and bad
 * signatures, the others a player's token, junk or none. Whatever comes, the answer is never a
 * 5xx, never a hang, and always JSON.
 */

// Counts per engine: two engines in CI make 5,600 generated bodies (and 800 paths), in well under a
// minute each. FUZZ_SCALE=10 soaks locally.
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE ?? 1))
const POST_RUNS = 2800 * SCALE
const GET_RUNS = 400 * SCALE
// FUZZ_SEED replays a failed run's whole sequence (each request changes what the next one meets).
const REPLAY = process.env.FUZZ_SEED === undefined ? {} : { seed: Number(process.env.FUZZ_SEED) }
const REQUEST_TIMEOUT_MS = 15_000
// Pages for a browser by design (the game page, the sandbox's hosted checkout): no 5xx, but HTML.
const HTML_PAGES = new Set(['/play/:token', '/api/sandbox/crypto/checkout/:id'])
// POST routes with no body fields to aim at: none taken, or not ours to name (signed provider webhooks, a form).
const FIELDLESS_POSTS = new Set([
  '/api/logout',
  '/api/two-factor/enrolment',
  '/api/account/sessions/:id/end',
  '/api/balances/stream-ticket',
  '/api/webhooks/speed',
  '/api/webhooks/nowpayments',
  '/api/sandbox/crypto/checkout/:id',
  '/api/crash/:roundId/cashout',
  '/api/operator/logout',
  '/api/operator/withdrawals/:id/approve',
  '/api/operator/withdrawals/:id/recheck',
  '/api/operator/withdrawals/:id/decision/confirm',
  '/api/operator/adjustments/:id/confirm',
  '/api/operator/players/:id/sessions/:session_id/revoke',
  '/api/support/stream-ticket',
  '/api/bonuses/missions/:id/claim',
  '/api/operator/support/stream-ticket',
  '/api/operator/support/conversations/:id/claim',
  '/api/operator/support/conversations/:id/close',
])
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__']

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))
const oddUnit = fc.oneof(
  { weight: 8, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', '\u202e', '\ufeff', '\n', '"', '\\', '%', '\u{1f4a9}') },
  { weight: 1, arbitrary: loneSurrogate },
)
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: oddUnit, maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    'NaN',
    '-NaN',
    'Infinity',
    '-0',
    '0x10',
    '1e308',
    '1e309',
    '-1e309',
    '9'.repeat(400),
    '0.1e-400',
    '12.345',
    ' 5.00 ',
    '5,00',
    '__proto__',
    'null',
    'true',
    '[]',
    '{}',
    'USD\u0000',
    'lnbc1\u0000',
    '\u{1f600}'.repeat(100),
  ),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
)
const oddNumber = fc.oneof(
  fc.constantFrom(
    -0,
    0,
    1,
    -1,
    0.1,
    1.005,
    1e308,
    -1e308,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    2 ** 31,
    -(2 ** 31) - 1,
    100_000_000_000,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)
const leaf = fc.oneof(hostileString, oddNumber, fc.boolean(), fc.constant(null))
/** Number tokens JSON.stringify cannot write: huge integers, overflowing exponents, negative zero. */
const rawNumber = fc.constantFrom(
  '123456789012345678901234567890',
  '-123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '-0.0',
  '0e0',
  '1E2',
  '100000000000000000000000000000.5',
)
const deep = (open: string, close: string) => fc.integer({ min: 20, max: 5_000 }).map((d) => open.repeat(d) + '1' + close.repeat(d))

/** Percent-encodes anything, a lone surrogate as the (invalid) UTF-8 bytes it would have been. */
const encodeAny = (text: string): string =>
  [...text]
    .map((ch) => {
      try {
        return encodeURIComponent(ch)
      } catch {
        return '%ED%A0%80'
      }
    })
    .join('')

const segment = fc.oneof(
  fc.string({ maxLength: 24 }).map(encodeAny),
  fc.string({ unit: oddUnit, maxLength: 12 }).map(encodeAny),
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.uuid(),
  fc.constantFrom(
    '%',
    '%00',
    '%E0%A4%A',
    '%ED%A0%80',
    '..',
    '%2e%2e',
    '1.5',
    '0x10',
    '99999999999999999999',
    'inv_0123456789',
    'a'.repeat(300),
  ),
)
const query = fc
  .dictionary(
    fc.oneof(fc.constantFrom('page', 'per_page', 'user_id', '__proto__', 'x'), fc.string({ maxLength: 6 })),
    fc.oneof(hostileString, segment),
    { maxKeys: 3 },
  )
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${encodeAny(k)}=${encodeAny(v.slice(0, 2_000))}`)
      .join('&'),
  )
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
    ),
  },
)

const withTimeout = <T>(work: Promise<T>, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms: ${what}`)), REQUEST_TIMEOUT_MS)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

describe.each(ENGINES)('fuzzing every route of the API and the game provider (%s)', (engine) => {
  let h: RouteHarness
  const statuses = new Map<number, number>()
  beforeAll(async () => {
    h = await openRouteHarness(engine, { AccountsConfig: cheapAccountsConfig() })
  })
  afterAll(async () => {
    console.log(`fuzz statuses on ${engine}`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))
    await h.close()
  })

  const expectSane = (route: ApiRoute, options: InjectOptions & { url: string }, res: LightMyRequestResponse) => {
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
    const what = `${route.app} ${options.method} ${options.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`
    expect(res.statusCode, what).toBeLessThan(500)
    if (HTML_PAGES.has(route.url)) return
    expect(res.headers['content-type'], what).toMatch(/^application\/json/)
    expect(() => JSON.parse(res.body), what).not.toThrow()
  }

  /** A generated logout (or anything else) may end the player's session: the next requests get a live one. */
  const renewEnded = async (route: ApiRoute, proof: string, res: LightMyRequestResponse) => {
    if (proof !== 'good') return
    if (signingOf(route) === 'wallet') {
      if (res.statusCode === 404 || res.statusCode === 410) await h.renew('provider')
    } else if (res.statusCode === 401) {
      await h.renew(route.app)
    }
  }

  const param = (name: string) =>
    fc.oneof(
      { weight: 1, arbitrary: segment },
      { weight: 1, arbitrary: fc.constant(name === 'roundId' ? '00000000-0000-4000-8000-000000000000' : 'inv_0123456789') },
    )
  const paramsFor = (route: ApiRoute) => {
    const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
    return fc.tuple(...names.map(param)).map((values) => pathFor(route, (name) => values[names.indexOf(name)] ?? 'x'))
  }

  /** A body aimed at the route's schema (its own fields, plausible or hostile), or anything at all. */
  const bodyFor = (route: ApiRoute) => {
    const plausible = plausibleValues(h)
    const fields = bodyFields(route)
    const names = fields.length > 0 ? fields : ['data', 'id', 'type']
    const good = (name: string) => fc.constantFrom(...(Object.hasOwn(plausible, name) ? plausible[name]! : ['x']))
    const value = (name: string) =>
      fc.oneof(
        { weight: 4, arbitrary: good(name) },
        { weight: 4, arbitrary: leaf },
        { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
        {
          weight: 1,
          arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTOTYPE_KEYS)), leaf, { maxKeys: 4 }),
        },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
      )
    const key = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, '', 'extra', 'a\u0000', '\ud800') },
      { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
    )
    const object = (entries: readonly (readonly [string, unknown])[]) => JSON.stringify(Object.fromEntries(entries))
    // Every field plausible but one, so most requests get past the schema and into the handler.
    const oneOff = fc
      .tuple(fc.tuple(...names.map((n) => good(n))), fc.nat({ max: names.length - 1 }), fc.oneof(leaf, fc.jsonValue({ maxDepth: 2 })))
      .map(([values, at, bad]) => object(names.map((n, i) => [n, i === at ? bad : values[i]] as const)))
    const allPlausible = fc.tuple(...names.map((n) => good(n))).map((values) => object(names.map((n, i) => [n, values[i]] as const)))
    const near = fc
      .uniqueArray(
        fc.tuple(key, fc.constant(null)).chain(([k]) => value(k).map((v) => [k, v] as const)),
        { selector: ([k]) => k, maxLength: names.length + 2 },
      )
      .map(object)
    const odd = fc.oneof(
      fc.tuple(fc.constantFrom(...names), rawNumber).map(([k, n]) => `{${JSON.stringify(k)}:${n}}`),
      fc.tuple(fc.constantFrom(...names), deep('[', ']')).map(([k, d]) => `{${JSON.stringify(k)}:${d}}`),
      deep('[', ']'),
      deep('{"a":', '}'),
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '""',
        '{"a":1}{"b":2}',
        '\u0000',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        'part=full',
        'x'.repeat(70_000),
      ),
      fc.string({ maxLength: 200 }),
    )
    return fc.oneof(
      { weight: 3, arbitrary: oneOff },
      { weight: 1, arbitrary: allPlausible },
      { weight: 3, arbitrary: near },
      { weight: 2, arbitrary: odd },
    )
  }

  const headersFor = (
    route: ApiRoute,
    path: string,
    body: string,
    proof: 'good' | 'bad' | 'none',
    type: string | undefined,
    junk: string,
    xhr: boolean,
  ) => {
    const headers: Record<string, string> = {}
    if (signingOf(route) !== 'none') {
      if (proof !== 'none') Object.assign(headers, h.signedHeaders(route, path, body, proof === 'good'))
    } else {
      if (xhr) headers['x-requested-with'] = 'XMLHttpRequest'
      if (proof === 'good') headers.authorization = `Bearer ${bearerFor(h, route)}`
      if (proof === 'bad') headers.authorization = junk
    }
    if (type === undefined) delete headers['content-type']
    else headers['content-type'] = type
    return headers
  }

  it('knows the body fields of every POST route, each with plausible values, so generated bodies reach the handlers', () => {
    const posts = h.routes.filter((r) => r.method === 'POST')
    expect(posts.filter((r) => !FIELDLESS_POSTS.has(r.url) && bodyFields(r).length === 0).map((r) => r.url)).toEqual([])
    const plausible = plausibleValues(h)
    expect(posts.flatMap(bodyFields).filter((name) => !Object.hasOwn(plausible, name))).toEqual([])
  })

  it(
    `answers ${POST_RUNS} generated POST bodies across every POST route with no 5xx, no hang, always JSON`,
    async () => {
      const posts = h.routes.filter((r) => r.method === 'POST')
      expect(posts.length).toBeGreaterThan(25)
      const request = fc.constantFrom(...posts).chain((route) =>
        fc.record({
          route: fc.constant(route),
          path: paramsFor(route),
          body: bodyFor(route),
          proof: fc.constantFrom('good', 'good', 'good', 'good', 'bad', 'none') as fc.Arbitrary<'good' | 'bad' | 'none'>,
          type: contentType,
          junk: fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
          xhr: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
          query: fc.oneof({ weight: 9, arbitrary: fc.constant('') }, { weight: 1, arbitrary: query }),
        }),
      )
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const url = r.query === '' ? r.path : `${r.path}?${r.query}`
          const body = h.withTokens(r.body)
          const options = {
            method: 'POST' as const,
            url,
            payload: body,
            headers: headersFor(r.route, r.path, body, r.proof, r.type, r.junk, r.xhr),
          }
          const res = await withTimeout(h.appOf(r.route.app).inject(options), `${r.route.app} POST ${url}`)
          expectSane(r.route, options, res)
          await renewEnded(r.route, r.proof, res)
        }),
        { numRuns: POST_RUNS, ...REPLAY },
      )
      // Shown so a run that only ever met the guards (401, 403, 422) is easy to spot.
      expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true)
    },
    240_000 * SCALE,
  )

  it(
    `answers ${GET_RUNS} generated paths and queries across every GET route the same way`,
    async () => {
      const gets = h.routes.filter((r) => r.method === 'GET')
      const request = fc.constantFrom(...gets).chain((route) =>
        fc.record({
          route: fc.constant(route),
          path: paramsFor(route),
          query,
          auth: fc.constantFrom('good', 'good', 'bad', 'none') as fc.Arbitrary<'good' | 'bad' | 'none'>,
          junk: fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        }),
      )
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const url = r.query === '' ? r.path : `${r.path}?${r.query}`
          const headers: Record<string, string> =
            r.auth === 'good' ? { authorization: `Bearer ${bearerFor(h, r.route)}` } : r.auth === 'bad' ? { authorization: r.junk } : {}
          const options = { method: 'GET' as const, url, headers }
          const res = await withTimeout(h.appOf(r.route.app).inject(options), `${r.route.app} GET ${url}`)
          expectSane(r.route, options, res)
          await renewEnded(r.route, r.auth, res)
        }),
        { numRuns: GET_RUNS },
      )
    },
    120_000 * SCALE,
  )
})
