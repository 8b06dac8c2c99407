import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { createPlayer } from '../ledger/support/players'
import { buildTestApp, XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

describe.each(ENGINES)('wallet balance and transactions over HTTP on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let ledger: ReturnType<typeof kyselyLedger>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await buildTestApp(t.db)
    ledger = kyselyLedger(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const signedIn = async (): Promise<{ userId: number; auth: Record<string, string> }> => {
    const userId = await createPlayer(t.db)
    const tokens = dbAccessTokens({ db: t.db, clock: { now: () => new Date() }, ttlMs: 60_000 })
    const { token } = await tokens.issue(t.db, userId)
    return { userId, auth: { ...XHR, authorization: `Bearer ${token}` } }
  }
  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers })

  it('gives a new player the $10.00 join bonus at sign-up', async () => {
    const register = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: XHR,
      payload: {
        name: 'Ana Lima',
        username: `ana${engine}`,
        email: `ana-${engine}@example.test`,
        promo_code: 'COINFALLJOIN',
        password: 'abc123!',
        password_confirmation: 'abc123!',
      },
    })
    expect(register.statusCode).toBeLessThan(300)
    const { token } = register.json<{ token: string }>()
    const res = await get('/api/wallet-balance', { ...XHR, authorization: `Bearer ${token}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      balance: 10,
      bonus_balance: 10,
      withdrawable_balance: 0,
      bonus_balance_cents: 1000,
      total_balance_cents: 1000,
    })
    const list = await get('/api/casino/transaction', { ...XHR, authorization: `Bearer ${token}` })
    expect(list.json()).toMatchObject({
      success: true,
      total: 1,
      transactions: [{ action_type: 'other', kind: 'bonus_grant', amount: 10, before_balance: 0, after_balance: 10, game_id: null }],
    })
  })

  it('answers the four balances in dollars and in cents', async () => {
    const { userId, auth } = await signedIn()
    await ledger.creditDeposit({ userId, amountCents: 1234, idempotencyKey: `d-${userId}` })()
    const res = await get('/api/wallet-balance', auth)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.json()).toEqual({
      balance: 12.34,
      bonus_balance: 0,
      withdrawable_balance: 12.34,
      third_party_balance: 0,
      total_balance: 12.34,
      balance_cents: 1234,
      bonus_balance_cents: 0,
      withdrawable_balance_cents: 1234,
      third_party_balance_cents: 0,
      total_balance_cents: 1234,
      currency_code: 'USD',
    })
  })

  it('lists movements newest first, a page at a time, with bet and win action types', async () => {
    const { userId, auth } = await signedIn()
    await ledger.creditDeposit({ userId, amountCents: 1000, idempotencyKey: `d-${userId}` })()
    for (let i = 0; i < 3; i += 1) {
      await ledger.placeBet({ userId, amountCents: 100, idempotencyKey: `b${i}-${userId}`, gameId: 'slot-7', roundId: `r${i}` })()
      await ledger.creditWin({ userId, amountCents: 250, idempotencyKey: `w${i}-${userId}`, gameId: 'slot-7', roundId: `r${i}` })()
    }
    const first = (await get('/api/casino/transaction?per_page=4', auth)).json()
    expect(first).toMatchObject({ success: true, page: 1, per_page: 4, total: 7, last_page: 2 })
    expect(first.transactions.map((r: { action_type: string }) => r.action_type)).toEqual(['win', 'bet', 'win', 'bet'])
    expect(first.transactions[1]).toMatchObject({
      game_id: 'slot-7',
      amount_type: 'withdrawable',
      before_balance: 13,
      after_balance: 12,
      amount: -1,
      amount_cents: -100,
      currency_code: 'USD',
    })
    expect(Date.parse(first.transactions[0].created_at)).not.toBeNaN()
    const second = (await get('/api/casino/transaction?page=2&per_page=4', auth)).json()
    expect(second.transactions.map((r: { action_type: string }) => r.action_type)).toEqual(['win', 'bet', 'other'])
  })

  it('shows a player only their own movements', async () => {
    const a = await signedIn()
    const b = await signedIn()
    await ledger.creditDeposit({ userId: a.userId, amountCents: 500, idempotencyKey: `d-${a.userId}` })()
    expect((await get('/api/casino/transaction', b.auth)).json()).toMatchObject({ success: true, total: 0, transactions: [] })
  })

  it('refuses bad paging with a clear message', async () => {
    const { auth } = await signedIn()
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=-1', 'per_page'],
    ] as const) {
      const res = await get(`/api/casino/transaction?${query}`, auth)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors[field]?.[0]).toMatch(/whole number/)
    }
  })

  it('answers 401 without a valid token', async () => {
    for (const url of ['/api/wallet-balance', '/api/casino/transaction']) {
      expect((await get(url, XHR)).statusCode).toBe(401)
      expect((await get(url, { ...XHR, authorization: 'Bearer nope' })).json()).toEqual({ message: 'Unauthenticated.' })
    }
  })
})
