import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { XHR } from '../support/test-app'
import {
  buildAccountsApp,
  cheapAccountsConfig,
  manualClock,
  registerPlayer,
  signUpBody,
  type Registered,
} from './support/accounts-test-app'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const THROTTLE = {
  maxFailuresPerPair: 3,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 8,
  windowMs: 15 * MINUTE,
  knownAddressMs: 30 * DAY,
}

describe.each(ENGINES)('login throttling (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const time = manualClock()
  let addressSeq = 0
  /** A fresh address no test has used: each test's addresses are its own. */
  const fresh = () => {
    addressSeq += 1
    return `198.51.${Math.floor(addressSeq / 250)}.${addressSeq % 250}`
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db, { Clock: time.clock, AccountsConfig: cheapAccountsConfig({ throttle: THROTTLE }) })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const login = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: XHR, remoteAddress: ip })
  const player = () => registerPlayer(app)
  /** A player who has logged in from `ip` before: that address is known for their account. */
  const knownFrom = async (p: Registered, ip: string) => expect((await login(p.user.email, p.password, ip)).statusCode).toBe(200)

  it('lets the owner in from a known address while an attacker hammers from everywhere else', async () => {
    const owner = await player()
    const home = fresh()
    await knownFrom(owner, home)
    const attacker: number[] = []
    for (let i = 0; i < 20; i += 1) attacker.push((await login(owner.user.email, 'guess-1', fresh())).statusCode)
    expect(attacker.filter((s) => s === 401).length).toBe(THROTTLE.maxFailuresPerAccount)
    // Strangers are held back even with the right password; the owner at home is not.
    const stranger = await login(owner.user.email, owner.password, fresh())
    expect(stranger.statusCode).toBe(429)
    expect(stranger.headers['retry-after']).toBe('900')
    expect((await login(owner.user.email, owner.password, home)).statusCode).toBe(200)
    expect((await login(owner.user.username, 'typo-1', home)).statusCode).toBe(401)
  })

  it('locks one account from one address after its failures, and nothing else', async () => {
    const p = await player()
    const [office, home] = [fresh(), fresh()]
    await knownFrom(p, office)
    await knownFrom(p, home)
    for (let i = 0; i < THROTTLE.maxFailuresPerPair; i += 1) expect((await login(p.user.email, 'wrong-1', office)).statusCode).toBe(401)
    const locked = await login(p.user.email, p.password, office)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.' })
    expect((await login(p.user.email, p.password, home)).statusCode).toBe(200)
    const other = await player()
    expect((await login(other.user.email, 'wrong-1', office)).statusCode).toBe(401)

    time.advance(10 * MINUTE)
    expect((await login(p.user.email, p.password, office)).headers['retry-after']).toBe(String(5 * 60))
    time.advance(5 * MINUTE + 1000)
    expect((await login(p.user.email, p.password, office)).statusCode).toBe(200)
  })

  it('gives every player behind one shared address (a carrier NAT) their own budget, whatever one attacker there does', async () => {
    const nat = fresh()
    const players = await Promise.all(Array.from({ length: 12 }, () => player()))
    for (const p of players) await knownFrom(p, nat)
    // The attacker behind the same address sprays accounts it has never logged in to.
    const spray = []
    for (let i = 0; i < 20; i += 1) spray.push((await login(`victim${i}@example.com`, 'guess-1', nat)).statusCode)
    expect(spray.filter((s) => s === 401).length).toBe(THROTTLE.maxFailuresPerAddress)
    expect(spray.slice(THROTTLE.maxFailuresPerAddress).every((s) => s === 429)).toBe(true)
    // 24 honest typos from that address, more than the address allows strangers: each player's own.
    for (const p of players) {
      for (let i = 0; i < THROTTLE.maxFailuresPerPair - 1; i += 1) expect((await login(p.user.email, 'typo-1', nat)).statusCode).toBe(401)
      expect((await login(p.user.email, p.password, nat)).statusCode).toBe(200)
    }
  })

  it('remembers the address a player signed up from', async () => {
    const ip = fresh()
    const body = signUpBody()
    const signUp = await app.inject({ method: 'POST', url: '/api/register', payload: body, headers: XHR, remoteAddress: ip })
    expect(signUp.statusCode).toBe(201)
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i += 1) await login(body.email, 'guess-1', fresh())
    expect((await login(body.email, body.password, fresh())).statusCode).toBe(429)
    expect((await login(body.email, body.password, ip)).statusCode).toBe(200)
  })

  it('forgets a known address after its time, and every lock after its window', async () => {
    const p = await player()
    const home = fresh()
    await knownFrom(p, home)
    time.advance(THROTTLE.knownAddressMs + MINUTE)
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i += 1) await login(p.user.email, 'guess-1', fresh())
    // Home has not been used for longer than an address stays known: it is a stranger now.
    expect((await login(p.user.email, p.password, home)).statusCode).toBe(429)
    time.advance(THROTTLE.windowMs)
    expect((await login(p.user.email, p.password, home)).statusCode).toBe(200)
  })

  it('counts parallel guesses against each other, per pair and per account', async () => {
    const p = await player()
    const ip = fresh()
    const samePair = await Promise.all(Array.from({ length: 8 }, (_, i) => login(p.user.email, `wrong-${i}`, ip)))
    expect(samePair.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(THROTTLE.maxFailuresPerPair)
    const q = await player()
    const spread = await Promise.all(Array.from({ length: 12 }, (_, i) => login(q.user.email, `wrong-${i}`, fresh())))
    expect(spread.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(THROTTLE.maxFailuresPerAccount)
  })

  it('counts a wrong current password on update-password against the same pair', async () => {
    const p = await player()
    const ip = fresh()
    const change = (current: string) =>
      app.inject({
        method: 'POST',
        url: '/api/update-password',
        remoteAddress: ip,
        headers: { ...XHR, authorization: `Bearer ${p.token}` },
        payload: { current_password: current, new_password: 'brand-new-1', new_password_confirmation: 'brand-new-1' },
      })
    for (let i = 0; i < THROTTLE.maxFailuresPerPair; i += 1) expect((await change('wrong-1')).statusCode).toBe(401)
    const refused = await change(p.password)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(p.user.email, p.password, ip)).statusCode).toBe(429)
  })
})
