import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { XHR } from '../support/test-app'
import { buildAccountsApp, cheapAccountsConfig, manualClock, registerPlayer } from './support/accounts-test-app'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const THROTTLE = {
  maxFailuresPerPair: 3,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 8,
  windowMs: 15 * MINUTE,
  knownAddressMs: 30 * DAY,
}

/** The `name=value` a browser would send back from a Set-Cookie answer. */
const cookieOf = (res: LightMyRequestResponse): string => {
  const header = res.headers['set-cookie']
  const line = Array.isArray(header) ? header[0] : header
  if (typeof line !== 'string') throw new Error('no device cookie was set')
  return line.split(';')[0]!
}

describe.each(ENGINES)('device cookies (OWASP) on %s', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const time = manualClock()
  let addressSeq = 0
  const fresh = () => {
    addressSeq += 1
    return `203.0.${Math.floor(addressSeq / 250)}.${addressSeq % 250}`
  }

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildAccountsApp(database.db, {
      Clock: time.clock,
      AccountsConfig: cheapAccountsConfig({ throttle: THROTTLE, deviceCookieMs: 90 * DAY }),
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  const login = (email: string, password: string, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { ...XHR, ...(cookie ? { cookie } : {}) },
      remoteAddress: ip,
    })

  it('hands a browser that signed in an HttpOnly, SameSite=Strict device cookie for the API only', async () => {
    const p = await registerPlayer(app)
    const res = await login(p.user.email, p.password, fresh())
    expect(res.statusCode).toBe(200)
    const line = String(res.headers['set-cookie'])
    expect(line).toMatch(/^coinfall_device=[A-Za-z0-9_-]{43};/)
    expect(line).toContain('HttpOnly')
    expect(line).toContain('SameSite=Strict')
    expect(line).toContain('Path=/api')
    expect(line).toMatch(/Max-Age=\d+/)
    // A known device keeps its cookie: no new one on its next sign-in.
    expect((await login(p.user.email, p.password, fresh(), cookieOf(res))).headers['set-cookie']).toBeUndefined()
  })

  it('lets the owner in on their own browser from a new address while guessers have locked the account everywhere else', async () => {
    const owner = await registerPlayer(app)
    const home = fresh()
    const device = cookieOf(await login(owner.user.email, owner.password, home))
    // Guessers from many addresses spend the account's budget for strangers, one more from the
    // owner's own address (a carrier NAT) spends that pair's.
    for (let i = 0; i < 12; i += 1) await login(owner.user.email, 'guess-1', fresh())
    for (let i = 0; i < 12; i += 1) await login(owner.user.email, 'guess-1', home)
    expect((await login(owner.user.email, owner.password, fresh())).statusCode).toBe(429)
    expect((await login(owner.user.email, owner.password, home)).statusCode).toBe(429)
    // The owner's browser, on a new phone network and at home alike.
    expect((await login(owner.user.email, owner.password, fresh(), device)).statusCode).toBe(200)
    expect((await login(owner.user.email, owner.password, home, device)).statusCode).toBe(200)
  })

  it('throttles a device on its own failures only, and a cookie vouches only for the account it signed in to', async () => {
    const owner = await registerPlayer(app)
    const other = await registerPlayer(app)
    const device = cookieOf(await login(owner.user.email, owner.password, fresh()))
    const otherDevice = cookieOf(await login(other.user.email, other.password, fresh()))
    const ip = fresh()
    for (let i = 0; i < THROTTLE.maxFailuresPerPair; i += 1)
      expect((await login(owner.user.email, 'typo-1', ip, device)).statusCode).toBe(401)
    // A stolen cookie gets no more guesses than a pair does.
    expect((await login(owner.user.email, owner.password, fresh(), device)).statusCode).toBe(429)
    // The device's failures do not count against the account for anyone else.
    expect((await login(owner.user.email, owner.password, ip)).statusCode).toBe(200)
    // Another account's cookie is a stranger's browser here: the strangers' budget applies.
    for (let i = 0; i < THROTTLE.maxFailuresPerAccount; i += 1) await login(owner.user.email, 'guess-1', fresh(), otherDevice)
    expect((await login(owner.user.email, owner.password, fresh(), otherDevice)).statusCode).toBe(429)
    time.advance(THROTTLE.windowMs + MINUTE)
    expect((await login(owner.user.email, owner.password, fresh(), device)).statusCode).toBe(200)
  })

  it('keeps a token for each of the last few accounts a browser signed in to, and forgets a device unused for its lifetime', async () => {
    const a = await registerPlayer(app)
    const b = await registerPlayer(app)
    const first = cookieOf(await login(a.user.email, a.password, fresh()))
    const both = cookieOf(await login(b.user.email, b.password, fresh(), first))
    expect(both.split('=')[1]!.split('.')).toHaveLength(2)
    for (let i = 0; i < 12; i += 1) await login(a.user.email, 'guess-1', fresh())
    expect((await login(a.user.email, a.password, fresh(), both)).statusCode).toBe(200)
    time.advance(91 * DAY)
    for (let i = 0; i < 12; i += 1) await login(a.user.email, 'guess-1', fresh())
    expect((await login(a.user.email, a.password, fresh(), both)).statusCode).toBe(429)
  })
})
