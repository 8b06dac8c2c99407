import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, get, post, registerPlayer, type Registered } from './support/accounts-test-app'

const profileBody = (player: Registered, overrides: Record<string, unknown> = {}) => ({
  full_name: 'Ana Maria Lima',
  username: player.user.username,
  email: player.user.email,
  phone_number: ' +919876543210 ',
  dob: '1990-04-30',
  state: 'Goa',
  city: 'Panaji',
  address: '1 Beach Road',
  zipcode: '403001',
  country_id: 356,
  ...overrides,
})

describe.each(ENGINES)('profile (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('GET /api/get-profile answers the user object, unset fields null', async () => {
    const player = await registerPlayer(app)
    const res = await get(app, '/api/get-profile', player.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      id: player.user.id,
      name: 'Ana Lima',
      full_name: 'Ana Lima',
      username: player.user.username,
      email: player.user.email,
      phone_number: null,
      dob: null,
      state: null,
      city: null,
      address: null,
      zipcode: null,
      country_id: null,
    })
    expect((await get(app, '/api/get-profile')).statusCode).toBe(401)
  })

  it('saves the profile (full_name is the name) and reads it back', async () => {
    const player = await registerPlayer(app)
    const saved = await post(app, '/api/update-profile', profileBody(player), player.token)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('Profile updated successfully!')
    expect((await get(app, '/api/get-profile', player.token)).json()).toEqual({
      id: player.user.id,
      name: 'Ana Maria Lima',
      full_name: 'Ana Maria Lima',
      username: player.user.username,
      email: player.user.email,
      phone_number: '+919876543210',
      dob: '1990-04-30',
      state: 'Goa',
      city: 'Panaji',
      address: '1 Beach Road',
      zipcode: '403001',
      country_id: 356,
    })
  })

  it('answers 422 with the profile messages', async () => {
    const player = await registerPlayer(app)
    const res = await post(
      app,
      '/api/update-profile',
      { full_name: ' ', username: '', email: 'x', phone_number: '0123', dob: '', state: '', city: '', address: '' },
      player.token,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      full_name: ['Full Name is required.'],
      username: ['Username is required.'],
      email: ['A valid Email Address is required.'],
      phone_number: ['Invalid Phone Number format.'],
      dob: ['Date of Birth is required.'],
      state: ['State is required.'],
      city: ['City is required.'],
      address: ['Address is required.'],
    })
  })

  it.each([
    [{ dob: '1990-02-30' }, 'dob', 'Date of Birth must be a real date (YYYY-MM-DD).'],
    [{ dob: '2999-01-01' }, 'dob', 'Date of Birth must be in the past.'],
    [{ country_id: 999 }, 'country_id', 'Choose a country from the list.'],
    [{ username: 'ana lima' }, 'username', 'Username must contain only alphanumeric characters without spaces.'],
  ])('refuses what the database or login could not use: %o', async (change, field, message) => {
    const player = await registerPlayer(app)
    const res = await post(app, '/api/update-profile', profileBody(player, change), player.token)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ [field]: [message] })
  })

  it('keeps usernames and emails unique, told apart, but lets a player keep their own', async () => {
    const other = await registerPlayer(app)
    const player = await registerPlayer(app)
    expect(
      (await post(app, '/api/update-profile', profileBody(player, { username: player.user.username.toUpperCase() }), player.token))
        .statusCode,
    ).toBe(200)
    const taken = await post(
      app,
      '/api/update-profile',
      profileBody(player, { username: other.user.username.toUpperCase(), email: other.user.email }),
      player.token,
    )
    expect(taken.statusCode).toBe(422)
    expect(taken.json().errors).toEqual({
      username: ['The username has already been taken.'],
      email: ['The email has already been taken.'],
    })
  })

  it('refuses unknown fields and wrong types with 422', async () => {
    const player = await registerPlayer(app)
    expect((await post(app, '/api/update-profile', { ...profileBody(player), roles: ['admin'] }, player.token)).statusCode).toBe(422)
    expect((await post(app, '/api/update-profile', profileBody(player, { country_id: 'IN' }), player.token)).statusCode).toBe(422)
  })
})

describe.each(ENGINES)('POST /api/update-password (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db)
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers 401 on a wrong current password and keeps the session', async () => {
    const player = await registerPlayer(app)
    const res = await post(
      app,
      '/api/update-password',
      { current_password: 'wrong-one', new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' },
      player.token,
    )
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: 'Current password is incorrect.' })
    expect((await get(app, '/api/get-profile', player.token)).statusCode).toBe(200)
  })

  it('answers 422 with the password-change messages', async () => {
    const player = await registerPlayer(app)
    const res = await post(
      app,
      '/api/update-password',
      { current_password: '', new_password: 'short', new_password_confirmation: 'other' },
      player.token,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      current_password: ['Current password is required.'],
      new_password: ['New password must be at least 8 characters.'],
      new_password_confirmation: ['Passwords do not match.'],
    })
  })

  it('changes the password and ends every other session, not this one', async () => {
    const player = await registerPlayer(app)
    const elsewhere = (await post(app, '/api/login', { email: player.user.email, password: player.password })).json().token as string
    const res = await post(
      app,
      '/api/update-password',
      { current_password: player.password, new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' },
      player.token,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Password updated successfully!' })
    expect((await get(app, '/api/get-profile', player.token)).statusCode).toBe(200)
    expect((await get(app, '/api/get-profile', elsewhere)).statusCode).toBe(401)
    expect((await post(app, '/api/login', { email: player.user.email, password: player.password })).statusCode).toBe(401)
    expect((await post(app, '/api/login', { email: player.user.email, password: 'brand-new-1' })).statusCode).toBe(200)
  })
})
