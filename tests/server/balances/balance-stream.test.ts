import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { dbBalanceStreamTickets, STREAM_TICKET_TTL_MS } from '../../../server/ledger/balance-stream-tickets'
import { createPlayer } from '../ledger/support/players'
import { buildTestApp, XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { openSse } from './support/sse-reader'
import { readRateLimitsConfig } from '../../../server/http/rate-limits/rate-limits-config'
import { parseTrustProxy } from '../../../server/http/trust-proxy'

/** An ended login ends its streams through a NOTIFY: within a moment, far inside the 30 s sweep. */
const ENDS_WITHIN_MS = 2_000

const defaults = readRateLimitsConfig({})
/** Tickets limited to 12 a player here, 1,000 an address: the other tests each stay under it. */
const TICKET_LIMITS = { ...defaults, limits: { ...defaults.limits, streamTicket: { perPlayer: 12, perAddress: 1000 } } }

interface BalanceJson {
  readonly balance_cents: number
  readonly bonus_balance_cents: number
}

/** The live balance over a real socket: the server listens, the test reads the event stream as a browser would. */
describe.each(ENGINES)('the balance stream on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let origin: string
  let ledger: ReturnType<typeof kyselyLedger>
  let round = 0

  beforeAll(async () => {
    t = await openTestDatabase(engine)
    // Each player's streams come from their own address (X-Forwarded-For from the loopback proxy),
    // so the per-address cap, small here, meets only the test that shares one.
    app = await buildTestApp(t.db, {
      config: { rateLimits: TICKET_LIMITS, trustProxy: parseTrustProxy('127.0.0.1') },
      app: { balanceStreamCaps: { perPlayer: 8, perAddress: 3 } },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (typeof address !== 'object' || address === null) throw new Error('not listening')
    origin = `http://127.0.0.1:${address.port}`
    ledger = kyselyLedger(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  let addressSeq = 0
  const signedIn = async (address?: string) => {
    addressSeq += 1
    const forwarded = address ?? `198.18.${Math.floor(addressSeq / 250)}.${addressSeq % 250}`
    const userId = await createPlayer(t.db)
    await t.db.transaction().execute((trx) => ledger.within(trx).grantJoinBonus(userId))
    const tokens = dbAccessTokens({ db: t.db, clock: { now: () => new Date() }, ttlMs: 60_000 })
    const { token } = await tokens.issue(t.db, userId)
    return { userId, auth: { ...XHR, authorization: `Bearer ${token}`, 'x-forwarded-for': forwarded } }
  }
  const ticketFor = async (auth: Record<string, string>) => {
    const res = await app.inject({ method: 'POST', url: '/api/balances/stream-ticket', headers: auth })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return (res.json() as { ticket: string; expires_in: number }).ticket
  }
  const stream = async (auth: Record<string, string>, query = '', headers: Record<string, string> = {}) =>
    openSse(`${origin}/api/balances/stream?ticket=${await ticketFor(auth)}${query}`, {
      ...(auth['x-forwarded-for'] ? { 'x-forwarded-for': auth['x-forwarded-for'] } : {}),
      ...headers,
    })
  const bet = async (userId: number, cents: number) => {
    round += 1
    const result = await ledger.placeBet({
      userId,
      amountCents: cents,
      idempotencyKey: `stream-${round}:bet`,
      gameId: 'cf-slots-myth',
      roundId: `stream-${round}`,
    })()
    expect(result._tag).toBe('Right')
  }
  const balanceOf = (data: string) => (JSON.parse(data) as BalanceJson).balance_cents

  it('opens with the balances and the newest movement they include, then sends each movement as it commits', async () => {
    const p = await signedIn()
    const s = await stream(p.auth)
    expect(s.status).toBe(200)
    expect(s.contentType).toMatch(/^text\/event-stream/)
    const first = await s.next()
    expect(first?.event).toBe('balance')
    expect(balanceOf(first?.data ?? '')).toBe(1000)
    await bet(p.userId, 150)
    const second = await s.next()
    expect(balanceOf(second?.data ?? '')).toBe(850)
    expect(Number(second?.id)).toBeGreaterThan(Number(first?.id))
    expect(s.retry()).toBe(2000)
    s.close()
  })

  it("never sends one player's movements to another", async () => {
    const a = await signedIn()
    const b = await signedIn()
    const s = await stream(a.auth)
    await s.next()
    await bet(b.userId, 100)
    expect(await s.next(600)).toBeNull()
    s.close()
  })

  it('ends with the last balance after a burst of movements, ids only rising', async () => {
    const p = await signedIn()
    const s = await stream(p.auth)
    await s.next()
    await Promise.all(Array.from({ length: 20 }, () => bet(p.userId, 10)))
    const ids: number[] = []
    let last = -1
    while (last !== 800) {
      const event = await s.next()
      expect(event, 'the stream went quiet before the last balance').not.toBeNull()
      ids.push(Number(event?.id))
      last = balanceOf(event?.data ?? '')
    }
    expect(ids).toEqual([...ids].sort((x, y) => x - y))
    expect(new Set(ids).size).toBe(ids.length)
    s.close()
  })

  it('resumes from Last-Event-ID (header or query): nothing resent until something moves, nothing missed while away', async () => {
    const p = await signedIn()
    const s = await stream(p.auth)
    const first = await s.next()
    s.close()
    const quiet = await stream(p.auth, '', { 'last-event-id': first?.id ?? '' })
    expect(await quiet.next(400)).toBeNull()
    quiet.close()
    await bet(p.userId, 200)
    const back = await stream(p.auth, `&last_event_id=${first?.id}`)
    const missed = await back.next()
    expect(balanceOf(missed?.data ?? '')).toBe(800)
    back.close()
  })

  it('opens once per ticket, only with a ticket, and the ticket only with a live token', async () => {
    const p = await signedIn()
    const ticket = await ticketFor(p.auth)
    const used = await openSse(`${origin}/api/balances/stream?ticket=${ticket}`)
    expect(used.status).toBe(200)
    const again = await openSse(`${origin}/api/balances/stream?ticket=${ticket}`)
    expect(again.status).toBe(401)
    used.close()
    for (const query of ['', '?ticket=', '?ticket=nope', `?ticket=${'x'.repeat(43)}`, '?ticket=a%20b']) {
      const res = await app.inject({ method: 'GET', url: `/api/balances/stream${query}` })
      expect([401, 422], query).toContain(res.statusCode)
      expect(res.headers['content-type']).toMatch(/json/)
    }
    expect((await app.inject({ method: 'POST', url: '/api/balances/stream-ticket', headers: XHR })).statusCode).toBe(401)
  })

  it('opens nothing with a ticket asked for before a logout, and ends an open stream within seconds of one', async () => {
    const p = await signedIn()
    const early = await ticketFor(p.auth)
    const s = await stream(p.auth)
    expect((await s.next())?.event).toBe('balance')
    const started = Date.now()
    expect((await app.inject({ method: 'POST', url: '/api/logout', headers: p.auth })).statusCode).toBe(200)
    const after = await openSse(`${origin}/api/balances/stream?ticket=${early}`)
    expect(after.status).toBe(401)
    // The open stream hears nothing more: it ends, and a bet after the logout never reaches it.
    await bet(p.userId, 10)
    while (!s.ended() && Date.now() - started < ENDS_WITHIN_MS) await new Promise((r) => setTimeout(r, 100))
    expect(s.ended()).toBe(true)
    expect(Date.now() - started).toBeLessThan(ENDS_WITHIN_MS)
  })

  it('ends a stream when the player changes their password on another device', async () => {
    const p = await signedIn()
    const s = await stream(p.auth)
    expect((await s.next())?.event).toBe('balance')
    // A password change ends every other login: here, the one the stream came from.
    await t.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('user_id', '=', p.userId).execute()
    const started = Date.now()
    while (!s.ended() && Date.now() - started < ENDS_WITHIN_MS) await new Promise((r) => setTimeout(r, 100))
    expect(s.ended()).toBe(true)
  })

  it('rate-limits tickets per player', async () => {
    const p = await signedIn()
    const answers = []
    for (let i = 0; i < 13; i++)
      answers.push((await app.inject({ method: 'POST', url: '/api/balances/stream-ticket', headers: p.auth })).statusCode)
    expect(answers).toEqual([...Array<number>(12).fill(200), 429])
  })

  it('caps the streams one address holds, whatever the accounts', async () => {
    const shared = '198.19.0.1'
    const [a, b, c] = [await signedIn(shared), await signedIn(shared), await signedIn(shared)]
    const open = [await stream(a.auth), await stream(b.auth), await stream(a.auth)]
    expect(open.map((s) => s.status)).toEqual([200, 200, 200])
    const refused = await stream(c.auth)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { message: string }).message).toMatch(/network/)
    for (const s of open) s.close()
    // The server hears each close as its socket ends: a moment later the address has room again.
    let again = await stream(c.auth)
    for (let i = 0; i < 50 && again.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 100))
      again = await stream(c.auth)
    }
    expect(again.status).toBe(200)
    again.close()
  })

  it('refuses an expired ticket', async () => {
    const p = await signedIn()
    let now = new Date()
    const tickets = dbBalanceStreamTickets({ db: t.db, clock: { now: () => now } })
    const { ticket } = await tickets.issue({ userId: p.userId, tokenId: 1 })
    now = new Date(now.getTime() + STREAM_TICKET_TTL_MS + 1)
    expect(await tickets.redeem(ticket)).toBeNull()
  })

  it('holds a few streams per player, then asks them to close some tabs', async () => {
    const p = await signedIn()
    const open = []
    // Tabs on several networks (a phone, a laptop): only the player's own cap applies.
    const from = (i: number) => ({ 'x-forwarded-for': `198.20.0.${i}` })
    for (let i = 0; i < 8; i++) open.push(await stream(p.auth, '', from(i)))
    const ninth = await stream(p.auth, '', from(8))
    expect(ninth.status).toBe(429)
    expect(((await ninth.json()) as { message: string }).message).toMatch(/tabs/)
    open.pop()?.close()
    await new Promise((r) => setTimeout(r, 100))
    const again = await stream(p.auth, '', from(9))
    expect(again.status).toBe(200)
    for (const s of [...open, again]) s.close()
  })
})
