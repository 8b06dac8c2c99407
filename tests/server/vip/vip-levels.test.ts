import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../../src/core/shared/clock.port'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { playerWagered } from '../../../server/vip/player-wagered'
import { readVipConfig } from '../../../server/vip/vip-config'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import type { Db } from '../../../server/db/database'
import { call, paymentsApp, type Player } from '../payments/support/payments-harness'
import { audit, createPlayer } from '../ledger/support/players'
import { XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

/** A player whose token outlives the years the tests' clock moves through. */
export async function signedInPlayer(db: Db): Promise<Player> {
  const userId = await createPlayer(db)
  const { token } = await dbAccessTokens({ db, clock: { now: () => new Date() }, ttlMs: 100 * 365 * 86_400_000 }).issue(db, userId)
  return { userId, headers: { ...XHR, authorization: `Bearer ${token}` } }
}

/** A clock a test sets to the instant it needs (the UTC day's edges). */
const settableClock = () => {
  let at = Date.parse('2030-01-01T12:00:00Z')
  const clock: Clock = { now: () => new Date(at) }
  return { clock, set: (iso: string) => (at = Date.parse(iso)) }
}

// Small levels: I at $10.00 wagered ($150 limit, $1.00 bonus), II at $20.00 ($300, $2.00), III at $50.00 ($500, $3.00).
const VIP_ENV = {
  VIP_WAGERED_CENTS: '1000,2000,5000',
  VIP_DAILY_WITHDRAWAL_LIMIT_CENTS: '15000,30000,50000',
  VIP_BONUS_CENTS: '100,200,300',
}

describe.each(ENGINES)('VIP levels on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  const time = settableClock()
  let ledger: ReturnType<typeof kyselyLedger>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db, { config: { vip: readVipConfig(VIP_ENV) }, ports: { Clock: time.clock } })
    ledger = kyselyLedger(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const fund = async (userId: number, cents: number) =>
    ledger.creditDeposit({ userId, amountCents: cents, idempotencyKey: `vip-dep:${userId}:${cents}:${Math.random()}` })()
  const bet = (userId: number, round: string, cents: number) =>
    ledger.placeBet({ userId, amountCents: cents, idempotencyKey: `${round}:bet`, gameId: 'g', roundId: round })()
  const withdraw = (p: Player, amount: string) =>
    call(app, p).post('/api/withdraw', { currency: 'USD', amount, payment_method: 'speed', invoice: 'ana@wallet.example' })
  const vip = async (p: Player) => {
    const res = await call(app, p).get('/api/vip')
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{
      level: number
      wagered_cents: number
      paid_now: number[]
      daily_withdrawal_limit_cents: number
      next_level_sentence: string
    }>()
  }
  const levelGrants = (userId: number) =>
    t.db.selectFrom('bonus_grants').selectAll().where('user_id', '=', userId).where('promotion', '=', 'vip').orderBy('id').execute()

  it('counts every stake (real money and bonus) less rolled-back bets, in the bet’s own statement', async () => {
    const p = await signedInPlayer(t.db)
    await t.db.transaction().execute((trx) =>
      ledger.within(trx).grantBonus({
        userId: p.userId,
        promotion: 'test',
        grantKey: `w:${p.userId}`,
        terms: { amountCents: 500, wageringMultiple: 10, expiryDays: 30 },
      }),
    )
    await fund(p.userId, 300)
    expect(E.isRight(await bet(p.userId, `mix-${p.userId}`, 700))).toBe(true)
    expect(await playerWagered(t.db, p.userId)).toEqual({ realCents: 300, bonusCents: 400 })
    expect(E.isRight(await bet(p.userId, `back-${p.userId}`, 50))).toBe(true)
    await ledger.rollbackBet({ userId: p.userId, betIdempotencyKey: `back-${p.userId}:bet`, idempotencyKey: `back-${p.userId}:rb` })()
    expect(await playerWagered(t.db, p.userId)).toEqual({ realCents: 300, bonusCents: 400 })
    expect((await vip(p)).wagered_cents).toBe(700)
  })

  it('pays each reached level’s bonus once, on the player’s read, even when many reads run at once', async () => {
    const p = await signedInPlayer(t.db)
    await fund(p.userId, 2000)
    await bet(p.userId, `a-${p.userId}`, 999)
    expect(await vip(p)).toMatchObject({
      level: 0,
      paid_now: [],
      next_level_sentence: 'Wager $0.01 more to reach level I and its $1.00 bonus.',
    })
    await bet(p.userId, `b-${p.userId}`, 1001)
    // Level I and II at once ($20.00 exactly): both bonuses, each once, however many reads race.
    const reads = await Promise.all(Array.from({ length: 8 }, () => vip(p)))
    expect(reads.every((r) => r.level === 2)).toBe(true)
    expect(reads.flatMap((r) => r.paid_now).sort()).toEqual([1, 2])
    const grants = await levelGrants(p.userId)
    expect(grants.map((g) => [g.grant_key, g.amount_cents, g.requirement_cents])).toEqual([
      [`vip-level:${p.userId}:1`, 100, 1000],
      [`vip-level:${p.userId}:2`, 200, 2000],
    ])
    const kinds = await t.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('user_id', '=', p.userId)
      .where('kind', '=', 'vip_level_bonus')
      .execute()
    expect(kinds).toHaveLength(2)
    expect((await vip(p)).paid_now).toEqual([])
    const books = await audit(t.db, p.userId)
    expect(books.storedCents).toEqual(books.entrySumCents)
    expect(books.unbalanced).toEqual([])
  })

  it('lets a level-0 player withdraw exactly the $100.00 limit in a UTC day, refuses one cent more, and starts again at 00:00 UTC', async () => {
    const p = await signedInPlayer(t.db)
    await fund(p.userId, 50_000)
    time.set('2030-03-04T00:00:00Z')
    expect((await withdraw(p, '60.00')).statusCode).toBe(200)
    time.set('2030-03-04T23:59:59Z')
    expect((await withdraw(p, '35.00')).statusCode).toBe(200)
    const over = await withdraw(p, '5.01')
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({
      errors: {
        amount: ['This is over your daily withdrawal limit of $100.00: $5.00 is left today, and it resets at 2030-03-05 00:00 UTC.'],
      },
    })
    expect((await withdraw(p, '5.00')).statusCode).toBe(200)
    time.set('2030-03-05T00:00:00Z')
    expect(await vip(p)).toMatchObject({ daily_withdrawal_limit_cents: 10_000 })
    expect((await withdraw(p, '100.01')).statusCode).toBe(422)
    expect((await withdraw(p, '100.00')).statusCode).toBe(200)
    expect((await ledger.balances(p.userId)).withdrawableCents).toBe(50_000 - 20_000)
  })

  it('raises the limit with the level, and two requests at once cannot pass it together', async () => {
    time.set('2030-03-10T08:00:00Z')
    for (let run = 0; run < 5; run++) {
      const p = await signedInPlayer(t.db)
      await fund(p.userId, 100_000)
      await bet(p.userId, `lvl-${p.userId}`, 1000)
      // Level I: $150.00 a day. Two $100.00 requests at once: one passes, one is refused.
      const answers = await Promise.all([withdraw(p, '100.00'), withdraw(p, '100.00')])
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422])
      expect((await withdraw(p, '50.00')).statusCode).toBe(200)
      expect((await withdraw(p, '0.01')).statusCode).toBe(422)
    }
  })

  it('does not count a refunded withdrawal toward the day', async () => {
    time.set('2030-03-11T08:00:00Z')
    const p = await signedInPlayer(t.db)
    await fund(p.userId, 30_000)
    expect((await withdraw(p, '100.00')).statusCode).toBe(200)
    await t.db
      .updateTable('payment_withdrawals')
      .set({ status: 'REJECTED', refunded_at: new Date() })
      .where('user_id', '=', p.userId)
      .execute()
    expect((await withdraw(p, '100.00')).statusCode).toBe(200)
  })

  it('answers only a signed-in player, with their own figures', async () => {
    expect((await call(app, null).get('/api/vip')).statusCode).toBe(401)
  })
})
