import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PasswordHasher } from '../../../server/accounts/password-hasher.port'
import { argon2PasswordHasher } from '../../../server/accounts/argon2-password-hasher.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, cheapAccountsConfig, get, post, registerPlayer, type Registered } from './support/accounts-test-app'

const WRONG = { message: 'These credentials do not match our records.' }

/** The real hasher at test cost, counting which check ran. */
const countingHasher = () => {
  const real = argon2PasswordHasher(cheapAccountsConfig().argon2)
  const calls = { verify: 0, verifyNothing: 0 }
  const hasher: PasswordHasher = {
    hash: real.hash,
    verify: (h, p) => {
      calls.verify += 1
      return real.verify(h, p)
    },
    verifyNothing: (p) => {
      calls.verifyNothing += 1
      return real.verifyNothing(p)
    },
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
      user: {
        id: player.user.id,
        name: 'Ana Lima',
        username: player.user.username,
        email: player.user.email,
        roles: ['player'],
        permissions: ['play', 'deposit', 'withdraw'],
      },
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
    expect((await post(app, '/api/login', {})).json().errors).toEqual({
      email: ['Email is required.'],
      password: ['Password is required.'],
    })
  })
})
