import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ManualClock } from '../play/support/games-harness'
import { call, paymentsApp, signedInPlayer, type Player } from '../payments/support/payments-harness'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const DAY_MS = 86_400_000

describe.each(ENGINES)('deposit limits on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  // A day behind the database's clock: a raise asked for now applies at the database's "now",
  // where the deposits made meanwhile are dated, so the test never straddles a period by chance.
  const clock = new ManualClock()
  const dayBehind = () => clock.advance(Date.now() - DAY_MS - clock.now().getTime())
  beforeEach(dayBehind)
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db, { ports: { Clock: clock } })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const deposit = (p: Player, amount: string) => call(app, p).post('/api/payments/lightning', { amount })
  /** A deposit paid in the sandbox: it counts toward the limits whatever the clock says later. */
  const paid = async (p: Player, amount: string): Promise<number> => {
    const started = await deposit(p, amount)
    if (started.statusCode !== 200) return started.statusCode
    const id = started.json<{ invoice_id: string }>().invoice_id
    return (await call(app, p).post(`/api/sandbox/lightning/pay/${id}`, {})).statusCode
  }
  const setLimit = (p: Player, period: string, amount: string) =>
    call(app, p).post('/api/safer-play/limits', { kind: 'deposit', period, amount })

  it('allows a deposit exactly at the limit, refuses one cent over, and raises it only 24 hours later', async () => {
    const p = await signedInPlayer(t.db)
    const set = await setLimit(p, 'day', '20')
    expect(set.statusCode).toBe(200)
    expect(set.json<{ message: string }>().message).toBe('Your daily deposit limit is now $20.00.')
    expect(await paid(p, '15.00')).toBe(200)
    expect(await paid(p, '5.00')).toBe(200)
    const over = await deposit(p, '0.01')
    expect(over.statusCode).toBe(422)
    expect(over.json<{ message: string }>().message).toMatch(
      /^This would pass your daily deposit limit of \$20\.00\. It resets .+ 00:00 UTC\.$/,
    )

    const raised = await setLimit(p, 'day', '30')
    expect(raised.json<{ message: string }>().message).toMatch(
      /^Your daily deposit limit stays \$20\.00 until .+ UTC, then becomes \$30\.00\.$/,
    )
    const limit = raised
      .json<{ state: { limits: { kind: string; period: string; cents: number; next_cents: number; next_at: string }[] } }>()
      .state.limits.find((l) => l.kind === 'deposit' && l.period === 'day')
    expect(limit).toMatchObject({ cents: 2000, next_cents: 3000, next_at: new Date(clock.now().getTime() + DAY_MS).toISOString() })

    clock.advance(DAY_MS - 1000)
    expect((await deposit(p, '10.00')).statusCode).toBe(422)
    clock.advance(1000)
    expect(await paid(p, '10.00')).toBe(200)
    expect((await deposit(p, '0.01')).statusCode).toBe(422)
  })

  it('lowers at once and removes only after 24 hours', async () => {
    const p = await signedInPlayer(t.db)
    await setLimit(p, 'week', '100')
    await setLimit(p, 'week', '10')
    expect((await deposit(p, '10.01')).statusCode).toBe(422)
    const removed = await setLimit(p, 'week', '')
    expect(removed.json<{ message: string }>().message).toMatch(/stays \$10\.00 until .+, then becomes none\.$/)
    expect((await deposit(p, '10.01')).statusCode).toBe(422)
    clock.advance(DAY_MS)
    expect((await deposit(p, '10.01')).statusCode).toBe(200)
  })

  it('refuses an amount that is not a limit, and anyone signed out', async () => {
    const p = await signedInPlayer(t.db)
    const bad = await setLimit(p, 'day', '0.5')
    expect(bad.statusCode).toBe(422)
    expect((await call(app, null).post('/api/safer-play/limits', { kind: 'deposit', period: 'day', amount: '5' })).statusCode).toBe(401)
    expect((await call(app, null).get('/api/safer-play')).statusCode).toBe(401)
  })

  it('lets at most the limit through when deposits are started together (5 rounds of 8)', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await signedInPlayer(t.db)
      await setLimit(p, 'month', '50')
      const answers = await Promise.all(Array.from({ length: 8 }, () => deposit(p, '10.00')))
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5)
      expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(3)
      const pending = await t.db.selectFrom('payment_deposits').select('amount_cents').where('user_id', '=', p.userId).execute()
      expect(pending.reduce((s, d) => s + d.amount_cents, 0)).toBe(5000)
    }
  })
})
