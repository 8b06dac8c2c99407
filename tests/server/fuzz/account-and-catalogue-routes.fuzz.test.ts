import { fc } from '@fast-check/vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../../server/catalogue/seed-catalogue-rows'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, registerPlayer } from '../accounts/support/accounts-test-app'

/** Every route this area adds, with the fields its body or query knows (to aim near the schema). */
const ROUTES = [
  { method: 'POST', path: '/api/register', fields: ['name', 'username', 'promo_code', 'email', 'password', 'password_confirmation'] },
  { method: 'POST', path: '/api/login', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/logout', fields: [] },
  { method: 'GET', path: '/api/get-profile', fields: [] },
  { method: 'POST', path: '/api/update-profile', fields: ['full_name', 'username', 'email', 'phone_number', 'dob', 'state', 'city', 'address', 'zipcode', 'country_id'] },
  { method: 'POST', path: '/api/update-password', fields: ['current_password', 'new_password', 'new_password_confirmation'] },
  { method: 'GET', path: '/api/countries', fields: [] },
  { method: 'GET', path: '/api/categories', fields: [] },
  { method: 'GET', path: '/api/categories/:id', fields: [] },
  { method: 'GET', path: '/api/games', fields: ['page', 'per_page'] },
  { method: 'GET', path: '/api/games/category/:id', fields: ['page', 'per_page', 'user_id'] },
  { method: 'POST', path: '/api/favorite-game/toggle', fields: ['game_id', 'is_favorite'] },
] as const

type Route = (typeof ROUTES)[number]

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '0', '1', '-1', '1e309', 'NaN', '9'.repeat(40), 'a'.repeat(300), '../../etc/passwd', "' or 1=1 --", '__proto__'),
)
/** Values that pass the schema and often the rules, so requests reach the handlers and the database. */
const plausible = fc.constantFrom(
  'Ana Lima', 'ana1', 'ANA1', 'ana@example.com', 'Ana@Example.com', 'secret1', 'secret12', 'brand-new-1',
  '+919876543210', '1990-04-30', '2001-02-30', 'Goa', '403001', 356, 999, 1, 0, 'cf-slots-myth', 'cf-crash-plinko', true, false,
)
const value = fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 3, arbitrary: scalar }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) })

/** A body near the route's schema (its own keys, plus the odd stranger), or any JSON at all. */
const bodyFor = (route: Route) =>
  fc.oneof(
    fc.dictionary(fc.oneof(fc.constantFrom(...route.fields, 'extra', '__proto__', 'constructor'), fc.string({ maxLength: 10 })), value, { maxKeys: 8 }),
    fc.jsonValue({ maxDepth: 3 }),
  )

const rawBody = fc.oneof(
  fc.constantFrom('{', '{"email":', 'null', '[]', '""', '{"a":1}{"b":2}', '\u0000', 'x'.repeat(70_000)),
  fc.string({ maxLength: 200 }),
)

const segment = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }).map(String),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '..', '1.5', '0x10', '99999999999999999999', '%00', '1%2F2'),
)

const query = fc.dictionary(fc.oneof(fc.constantFrom('page', 'per_page', 'user_id', 'x'), fc.string({ maxLength: 6 })), fc.string({ maxLength: 12 }), { maxKeys: 3 })
  .map((q) => Object.entries(q).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'))

const contentType = fc.constantFrom('application/json', 'application/json', 'application/json', undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml')

describe.each(ENGINES)('fuzzing the account and catalogue routes (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  let token: string

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    await seedCatalogue(database.db)
    app = await buildAccountsApp(database.db)
    token = (await registerPlayer(app)).token
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const request = fc.record({
    route: fc.constantFrom(...ROUTES),
    id: segment,
    query,
    auth: fc.constantFrom('none', 'valid', 'valid', 'junk'),
    xhr: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    contentType,
    raw: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    body: fc.constant(null),
    rawBody,
    junkAuth: fc.string({ maxLength: 80 }),
  }).chain((r) => bodyFor(r.route).map((body) => ({ ...r, body })))

  it('never answers 5xx, and always answers JSON', async () => {
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const url = r.route.path.replace(':id', r.id) + (r.query === '' ? '' : `?${r.query}`)
        const headers: Record<string, string> = {}
        if (r.xhr) headers['x-requested-with'] = 'XMLHttpRequest'
        if (r.auth === 'valid') headers.authorization = `Bearer ${token}`
        if (r.auth === 'junk') headers.authorization = r.junkAuth.replace(/[\r\n]/g, '')
        const options: InjectOptions = { method: r.route.method, url, headers }
        if (r.route.method === 'POST') {
          if (r.contentType) headers['content-type'] = r.contentType
          options.payload = r.raw ? r.rawBody : JSON.stringify(r.body)
        }
        const res = await app.inject(options)
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        expect(res.statusCode, `${r.route.method} ${url} -> ${res.body.slice(0, 200)}`).toBeLessThan(500)
        expect(res.headers['content-type']).toMatch(/^application\/json/)
        expect(() => JSON.parse(res.body)).not.toThrow()
      }),
      { numRuns: 600 },
    )
    // Shown so a run that only ever met the guards (403, 422) is easy to spot.
    console.log('fuzz statuses', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))
    expect([...statuses.keys()].filter((s) => s < 300).length).toBeGreaterThan(0)
  }, 300_000)
})
