import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PasswordHasher } from '../../../server/accounts/password-hasher.port'
import { argon2PasswordHasher } from '../../../server/accounts/argon2-password-hasher.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, cheapAccountsConfig, get, manualClock, post, registerPlayer, type Registered } from './support/accounts-test-app'

const WRONG = { message: 'These credentials do not match our records.' }

/** The real hasher at test cost, counting which check ran. */
const countingHasher = () => {
  const real = argon2PasswordHasher(cheapAccountsConfig().argon2)
  const calls = { verify: 0, verifyNothing: 0 }
  const hasher: PasswordHasher = {
    hash: real.hash,
    verify: (h, p) => { calls.verify += 1; return real.verify(h, p) },
    verifyNothing: (p) => { calls.verifyNothing += 1; return real.verifyNothing(p) },
  }
  return { hasher, calls }
}

describe.each(ENGINES)('POST /api/login (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  let player: Registered
  const counting = countingHasher()

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db, { PasswordHasher: counting.hasher })
    player = await registerPlayer(app)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('logs in by email, in any case, answering {token, user}', async () => {
    const res = await post(app, '/api/login', { email: player.user.email.toUpperCase(), password: player.password })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { id: player.user.id, name: 'Ana Lima', username: player.user.username, email: player.user.email, roles: ['player'], permissions: ['play', 'deposit', 'withdraw'] },
    })
  })

  it('logs in by username, in any case, with a new token each time', async () => {
    const first = await post(app, '/api/login', { email: player.user.username.toUpperCase(), password: player.password })
    const second = await post(app, '/api/login', { email: player.user.username, password: player.password })
    expect(first.statusCode).toBe(200)
    expect(first.json().token).not.toBe(second.json().token)
    expect((await get(app, '/api/get-profile', first.json().token)).statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown user alike, checking a hash either way', async () => {
    const before = { ...counting.calls }
    const wrong = await post(app, '/api/login', { email: player.user.email, password: 'not-it-1' })
    const unknown = await post(app, '/api/login', { email: 'nobody@example.com', password: 'not-it-1' })
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401])
    expect(wrong.json()).toEqual(WRONG)
    expect(unknown.json()).toEqual(WRONG)
    expect(counting.calls.verify - before.verify).toBe(1)
    expect(counting.calls.verifyNothing - before.verifyNothing).toBe(1)
  })

  it('answers 422 with the login messages', async () => {
    const res = await post(app, '/api/login', { email: 'bad value!', password: '' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Enter a valid email or username.',
      errors: { email: ['Enter a valid email or username.'], password: ['Password is required.'] },
    })
    expect((await post(app, '/api/login', {})).json().errors).toEqual({ email: ['Email is required.'], password: ['Password is required.'] })
  })
})

describe.each(ENGINES)('login throttling (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const time = manualClock()
  const config = cheapAccountsConfig({ throttle: { maxFailuresPerAccount: 3, maxFailuresPerAddress: 5, windowMs: 15 * 60_000 } })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db, { Clock: time.clock, AccountsConfig: config })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const login = (email: string, password: string, ip = '203.0.113.7') =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: { 'x-requested-with': 'XMLHttpRequest' }, remoteAddress: ip })

  it('answers 429 with Retry-After once an account has had its failures, even with the right password', async () => {
    const player = await registerPlayer(app)
    for (let i = 0; i < 3; i += 1) expect((await login(player.user.email, 'wrong-1', `198.51.100.${i}`)).statusCode).toBe(401)
    const refused = await login(player.user.username, player.password, '198.51.100.99')
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('900')
    expect(refused.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.' })

    time.advance(15 * 60_000 + 1000)
    expect((await login(player.user.email, player.password, '198.51.100.99')).statusCode).toBe(200)
  })

  it('forgets an account\'s failures after a successful login', async () => {
    const player = await registerPlayer(app)
    for (let i = 0; i < 2; i += 1) await login(player.user.email, 'wrong-1', '192.0.2.1')
    expect((await login(player.user.email, player.password, '192.0.2.2')).statusCode).toBe(200)
    for (let i = 0; i < 3; i += 1) expect((await login(player.user.email, 'wrong-1', '192.0.2.3')).statusCode).toBe(401)
  })

  it('throttles one address guessing across many accounts', async () => {
    const ip = '203.0.113.50'
    for (let i = 0; i < 5; i += 1) expect((await login(`victim${i}@example.com`, 'guess-1', ip)).statusCode).toBe(401)
    const refused = await login('victim9@example.com', 'guess-1', ip)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login('victim9@example.com', 'guess-1', '203.0.113.51')).statusCode).toBe(401)
  })

  it('counts parallel guesses against each other', async () => {
    const player = await registerPlayer(app)
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => login(player.user.email, `wrong-${i}`, `100.64.0.${i}`)))
    expect(results.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(3)
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(5)
  })
})
