import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { buildAccountsApp, manualClock, signUpBody } from './support/accounts-test-app'

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

interface SessionJson {
  readonly id: number
  readonly device: string
  readonly address: string | null
  readonly started_at: string
  readonly last_used_at: string | null
  readonly current: boolean
}

/**
 * The account activity: a player's own sign-ins with their browser, address and times, and ending
 * one (at once, for every later request). Another player's sign-in can be neither seen nor ended.
 */
describe.each(ENGINES)('account activity on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  const time = manualClock(new Date())

  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await buildAccountsApp(t.db, { Clock: time.clock })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  /** A new player signed in from two browsers: the sign-up (Chrome on Windows) and a login (Safari on an iPhone). */
  const twoSignIns = async () => {
    const body = signUpBody()
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { ...XHR, 'user-agent': CHROME_WINDOWS },
      remoteAddress: '203.0.113.7',
      payload: body,
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...XHR, 'user-agent': SAFARI_IPHONE },
      remoteAddress: '198.51.100.9',
      payload: { email: body.email, password: body.password },
    })
    expect(login.statusCode, login.body).toBe(200)
    const headersOf = (token: string) => ({ ...XHR, authorization: `Bearer ${token}` })
    return { desktop: headersOf(registered.json<{ token: string }>().token), phone: headersOf(login.json<{ token: string }>().token) }
  }
  const list = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/account/sessions', headers })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    return res.json<{ sessions: SessionJson[] }>().sessions
  }
  const end = (headers: Record<string, string>, id: number | string) =>
    app.inject({ method: 'POST', url: `/api/account/sessions/${id}/end`, headers })
  const profile = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/get-profile', headers })

  it('lists the sign-ins newest first, with the browser, the address, when each started, and this one marked', async () => {
    const { phone } = await twoSignIns()
    const sessions = await list(phone)
    expect(sessions.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Safari on iPhone', '198.51.100.9', true],
      ['Chrome on Windows', '203.0.113.7', false],
    ])
    for (const s of sessions) expect(Date.parse(s.started_at)).toBeGreaterThan(0)
  })

  it('notes when a sign-in was last used, at most once a minute', async () => {
    const { desktop, phone } = await twoSignIns()
    const firstUse = time.clock.now().toISOString()
    const [, desktopRow] = await list(phone)
    expect(desktopRow?.last_used_at).toBeNull()
    // This list was itself a use of the phone's sign-in.
    const lastUsed = async () => (await list(desktop)).find((s) => !s.current)?.last_used_at
    expect(await lastUsed()).toBe(firstUse)
    time.advance(30_000)
    await profile(phone)
    expect(await lastUsed()).toBe(firstUse)
    time.advance(30_000)
    await profile(phone)
    expect(await lastUsed()).toBe(time.clock.now().toISOString())
  })

  it('ends another sign-in at once: its next request is refused, and it leaves the list', async () => {
    const { desktop, phone } = await twoSignIns()
    const [phoneRow, desktopRow] = await list(desktop)
    const ended = await end(desktop, phoneRow!.id)
    expect(ended.statusCode, ended.body).toBe(200)
    expect(ended.json()).toEqual({ message: 'That sign-in has ended.', signed_out: false })
    expect((await profile(phone)).statusCode).toBe(401)
    expect((await list(desktop)).map((s) => s.id)).toEqual([desktopRow!.id])
    // Ending it again finds nothing to end.
    expect((await end(desktop, phoneRow!.id)).statusCode).toBe(404)
  })

  it('signs out when the current sign-in is ended', async () => {
    const { desktop } = await twoSignIns()
    const [, own] = await list(desktop)
    const ended = await end(desktop, own!.id)
    expect(ended.json()).toEqual({ message: 'You have been signed out.', signed_out: true })
    expect((await profile(desktop)).statusCode).toBe(401)
  })

  it("never shows or ends another player's sign-in", async () => {
    const mine = await twoSignIns()
    const theirs = await twoSignIns()
    const their = await list(theirs.desktop)
    const myIds = (await list(mine.desktop)).map((s) => s.id)
    for (const s of their) expect(myIds).not.toContain(s.id)
    for (const s of their) {
      const res = await end(mine.desktop, s.id)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'This sign-in has already ended.' })
    }
    expect((await profile(theirs.phone)).statusCode).toBe(200)
    expect((await profile(theirs.desktop)).statusCode).toBe(200)
  })

  it('refuses odd ids and anyone signed out', async () => {
    const { desktop } = await twoSignIns()
    for (const id of ['0', 'abc', '1'.repeat(16), '-1']) expect((await end(desktop, id)).statusCode, id).toBe(422)
    expect((await app.inject({ method: 'GET', url: '/api/account/sessions', headers: XHR })).statusCode).toBe(401)
    expect((await end(XHR, 1)).statusCode).toBe(401)
  })
})
