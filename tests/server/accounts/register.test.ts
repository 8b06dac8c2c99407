import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { XHR } from '../support/test-app'
import { buildAccountsApp, get, post, recordingLedger, registerPlayer, signUpBody } from './support/accounts-test-app'

describe.each(ENGINES)('POST /api/register (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const recorded = recordingLedger()

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db, { Ledger: recorded.ledger })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('creates a player and answers {token, user} with roles and permissions', async () => {
    const body = signUpBody({ name: 'Ana Lima', email: 'Ana.New@Example.com', username: 'AnaNew' })
    const res = await post(app, '/api/register', body)
    expect(res.statusCode).toBe(201)
    const json = res.json()
    expect(json).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: expect.any(Number),
        name: 'Ana Lima',
        username: 'AnaNew',
        email: 'ana.new@example.com',
        roles: ['player'],
        permissions: ['play', 'deposit', 'withdraw'],
      },
      promotion: null,
    })
    expect((await get(app, '/api/get-profile', json.token)).statusCode).toBe(200)
  })

  it('grants the join bonus inside the registration transaction for the Join code, and says so', async () => {
    const body = signUpBody({ promo_code: '  coinfallJoin ' })
    const res = await post(app, '/api/register', body)
    expect(res.statusCode).toBe(201)
    const json = res.json()
    expect(recorded.joinBonuses).toContainEqual({ userId: json.user.id, inTransaction: true })
    expect(json.promotion).toEqual({
      name: 'Join bonus',
      message: expect.stringMatching(/^Join bonus of \$10\.00 applied\. Wager \$100\.00 before 2030-01-31/),
    })
  })

  it('grants nothing for no code or an unknown one, and still signs up', async () => {
    for (const promo_code of ['', 'NOT-A-CODE']) {
      const res = await post(app, '/api/register', signUpBody({ promo_code }))
      expect(res.statusCode).toBe(201)
      expect(res.json().promotion).toBeNull()
      expect(recorded.joinBonuses).not.toContainEqual(expect.objectContaining({ userId: res.json().user.id }))
    }
  })

  it('stores the password as an argon2id hash and the token only as a SHA-256 hash', async () => {
    const { token, user } = await registerPlayer(app)
    const row = await database.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    const tokens = await database.db.selectFrom('access_tokens').select('token_hash').where('user_id', '=', user.id).execute()
    expect(tokens).toHaveLength(1)
    expect(tokens[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(tokens[0]?.token_hash).not.toContain(token)
  })

  it('answers 422 with the sign-up messages, field by field', async () => {
    const res = await post(app, '/api/register', {
      name: 'R2D2',
      username: 'a b',
      email: 'nope',
      password: 'short',
      password_confirmation: 'other',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'Full name must contain only letters and spaces, no numbers.',
      errors: {
        name: ['Full name must contain only letters and spaces, no numbers.'],
        username: ['Username must contain only alphanumeric characters without spaces.'],
        email: ['Enter a valid email address.'],
        password: ['Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.'],
        password_confirmation: ['Passwords do not match.'],
      },
    })
  })

  it('answers "required" messages for an empty body', async () => {
    const res = await post(app, '/api/register', {})
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      name: ['Full name is required.'],
      username: ['Username is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
      password_confirmation: ['Confirm password is required.'],
    })
  })

  it('tells a taken username from a taken email, whatever their case', async () => {
    const first = await registerPlayer(app)
    const sameUsername = await post(app, '/api/register', signUpBody({ username: first.user.username.toUpperCase() }))
    expect(sameUsername.statusCode).toBe(422)
    expect(sameUsername.json()).toEqual({
      message: 'The username has already been taken.',
      errors: { username: ['The username has already been taken.'] },
    })

    const sameEmail = await post(app, '/api/register', signUpBody({ email: first.user.email.toUpperCase() }))
    expect(sameEmail.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    })

    const both = await post(app, '/api/register', signUpBody({ username: first.user.username, email: first.user.email }))
    expect(Object.keys(both.json().errors)).toEqual(['username', 'email'])
  })

  it('lets exactly one of two racing sign-ups with the same username win', async () => {
    const username = `racer${Date.now().toString(36)}`
    const results = await Promise.all([0, 1, 2].map(() => post(app, '/api/register', signUpBody({ username }))))
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422])
    for (const r of results.filter((x) => x.statusCode === 422)) {
      expect(r.json().errors).toEqual({ username: ['The username has already been taken.'] })
    }
  })

  it('refuses unknown fields and wrong types with 422, never 500', async () => {
    expect((await post(app, '/api/register', { ...signUpBody(), is_admin: true })).statusCode).toBe(422)
    expect((await post(app, '/api/register', { ...signUpBody(), name: 42 })).statusCode).toBe(422)
    expect((await post(app, '/api/register', [signUpBody()])).statusCode).toBe(422)
    const huge = await post(app, '/api/register', signUpBody({ name: 'A'.repeat(101) }))
    expect(huge.statusCode).toBe(422)
    expect(huge.json().errors.name).toHaveLength(1)
  })

  it('refuses a sign-up without X-Requested-With', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/register', payload: signUpBody() })
    expect(res.statusCode).toBe(403)
  })
})

describe.each(ENGINES)('registration is one transaction (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db, { Ledger: recordingLedger({ failJoinBonus: true }).ledger })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('leaves no account and no token behind when the join bonus fails', async () => {
    const body = signUpBody({ promo_code: 'COINFALLJOIN' })
    const res = await app.inject({ method: 'POST', url: '/api/register', payload: body, headers: XHR })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' })
    const users = await database.db.selectFrom('users').select('id').where('username', '=', body.username).execute()
    expect(users).toEqual([])
    expect(await database.db.selectFrom('access_tokens').select('id').execute()).toEqual([])
  })
})
