import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeExpireGrants } from '../../../server/bonuses/expire-grants'
import { composeServer } from '../../../server/composition/compose-server'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { ManualClock } from '../play/support/games-harness'
import { call, paymentsApp, signedInPlayer } from '../payments/support/payments-harness'
import { audit, createPlayer } from '../ledger/support/players'
import { testConfig } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const DAY = 86_400_000
const terms = (amountCents: number, wageringMultiple = 10) => ({ amountCents, wageringMultiple, expiryDays: 30 })

describe.each(ENGINES)('bonus grants on %s', (engine) => {
  let t: TestDatabase
  const clock = new ManualClock()
  let ledger: ReturnType<typeof kyselyLedger>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    ledger = kyselyLedger(t.db, { now: clock.now })
  })
  afterAll(() => t.close())

  const grant = async (userId: number, amountCents: number, key = `g:${userId}:${amountCents}`, multiple = 10) =>
    t.db
      .transaction()
      .execute((trx) => ledger.within(trx).grantBonus({ userId, promotion: 'test', grantKey: key, terms: terms(amountCents, multiple) }))
  const grantRow = (id: number) => t.db.selectFrom('bonus_grants').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const bet = (userId: number, key: string, cents: number) =>
    ledger.placeBet({ userId, amountCents: cents, idempotencyKey: `${key}:bet`, gameId: 'g', roundId: key })()
  const win = (userId: number, key: string, cents: number) =>
    ledger.creditWin({ userId, amountCents: cents, idempotencyKey: `${key}:win`, gameId: 'g', roundId: key })()
  const deposit = (userId: number, cents: number) =>
    ledger.creditDeposit({ userId, amountCents: cents, idempotencyKey: `dep:${userId}:${cents}:${Math.random()}` })()
  const kinds = async (userId: number) =>
    (await t.db.selectFrom('ledger_transactions').select('kind').where('user_id', '=', userId).orderBy('id').execute()).map((r) => r.kind)

  it('grants once per key: a bonus_grant movement and an active grant with 10x wagering and 30 days', async () => {
    const userId = await createPlayer(t.db)
    const first = await grant(userId, 1000, `once:${userId}`)
    const again = await grant(userId, 1000, `once:${userId}`)
    expect(again).toEqual({ ...first, replayed: true })
    const row = await grantRow(first.grantId)
    expect(row).toMatchObject({ state: 'active', amount_cents: 1000, requirement_cents: 10_000, wagered_cents: 0 })
    expect(row.expires_at.getTime() - row.granted_at.getTime()).toBe(30 * DAY)
    expect(await kinds(userId)).toEqual(['bonus_grant'])
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 1000, withdrawableCents: 0 })
  })

  it('stays active one cent short, and releases at exactly the requirement', async () => {
    const userId = await createPlayer(t.db)
    const g = await grant(userId, 500, `edge:${userId}`, 2)
    await deposit(userId, 999)
    expect(E.isRight(await bet(userId, `short-${userId}`, 999))).toBe(true)
    expect(await grantRow(g.grantId)).toMatchObject({ state: 'active', wagered_cents: 999 })
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 500, withdrawableCents: 0 })
    expect(E.isRight(await bet(userId, `cent-${userId}`, 1))).toBe(true)
    expect(await grantRow(g.grantId)).toMatchObject({ state: 'released', wagered_cents: 1000, settled_cents: 499 })
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 0, withdrawableCents: 499 })
    expect(await kinds(userId)).toEqual(['bonus_grant', 'deposit', 'bet', 'bet', 'bonus_release'])
    const books = await audit(t.db, userId)
    expect(books.storedCents).toEqual(books.entrySumCents)
    expect(books.unbalanced).toEqual([])
  })

  it('pays a bonus-funded win back to bonus, so the bonus cannot be cashed out by betting it', async () => {
    const userId = await createPlayer(t.db)
    await grant(userId, 1000)
    await bet(userId, `b-${userId}`, 1000)
    await win(userId, `b-${userId}`, 1010)
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 1010, withdrawableCents: 0 })
    expect(await ledger.debitWithdrawal({ userId, amountCents: 500, idempotencyKey: `wd-${userId}` })()).toEqual(
      E.left({ _tag: 'InsufficientFunds' }),
    )
  })

  it('pays the win of the bet that released its grant into withdrawable: no bonus money is left behind', async () => {
    const userId = await createPlayer(t.db)
    const g = await grant(userId, 1000, `rel-win:${userId}`, 0.5)
    await bet(userId, `rw-${userId}`, 500)
    expect(await grantRow(g.grantId)).toMatchObject({ state: 'released', settled_cents: 500 })
    await win(userId, `rw-${userId}`, 800)
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 0, withdrawableCents: 1300 })
  })

  it('rolls a mixed bet back to the pots it came from and takes its wager back from the grant', async () => {
    const userId = await createPlayer(t.db)
    const g = await grant(userId, 1000)
    await deposit(userId, 300)
    await bet(userId, `rb-${userId}`, 800)
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 500, withdrawableCents: 0 })
    expect(await grantRow(g.grantId)).toMatchObject({ wagered_cents: 800 })
    await ledger.rollbackBet({ userId, betIdempotencyKey: `rb-${userId}:bet`, idempotencyKey: `rb-${userId}:rollback` })()
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 1000, withdrawableCents: 300 })
    expect(await grantRow(g.grantId)).toMatchObject({ wagered_cents: 0 })
  })

  it('counts wagering toward the oldest active grant and releases only its share', async () => {
    const userId = await createPlayer(t.db)
    const older = await grant(userId, 200, `old:${userId}`, 1)
    const younger = await grant(userId, 300, `young:${userId}`, 1)
    await bet(userId, `o-${userId}`, 150)
    expect(await grantRow(older.grantId)).toMatchObject({ wagered_cents: 150, state: 'active' })
    expect(await grantRow(younger.grantId)).toMatchObject({ wagered_cents: 0 })
    await bet(userId, `o2-${userId}`, 50)
    // 500 - 200 staked = 300 left: the younger grant's whole 300, nothing for the older one.
    expect(await grantRow(older.grantId)).toMatchObject({ state: 'released', settled_cents: 0 })
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 300, withdrawableCents: 0 })
  })

  it('expires a grant at its very second, not one before, and a second pass moves nothing', async () => {
    const userId = await createPlayer(t.db)
    const start = clock.now().getTime()
    const g = await grant(userId, 700, `exp:${userId}`)
    const expire = makeExpireGrants({ db: t.db, ledger, clock })
    clock.advance(30 * DAY - 1000)
    expect(await expire()).toBe(0)
    expect(await grantRow(g.grantId)).toMatchObject({ state: 'active' })
    clock.advance(1000)
    expect(clock.now().getTime() - start).toBe(30 * DAY)
    // Two passes at once (a holder past its lease and its successor), then a third: one expiry.
    await Promise.all([expire(), expire()])
    expect(await expire()).toBe(0)
    expect(await grantRow(g.grantId)).toMatchObject({ state: 'expired', settled_cents: 700 })
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 0, withdrawableCents: 0 })
    expect(await kinds(userId)).toEqual(['bonus_grant', 'bonus_expiry'])
  })
})

describe.each(ENGINES)('a withdrawal while a grant is active on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  it('says exactly what it would forfeit, and forfeits it with the withdrawal only when confirmed', async () => {
    const player = await signedInPlayer(t.db)
    const graph = composeServer({ config: testConfig(), db: t.db })
    await t.db.transaction().execute((trx) => graph.ledger.within(trx).grantJoinBonus(player.userId))
    await graph.paymentLedger.creditDeposit({ userId: player.userId, amountCents: 2000, idempotencyKey: `dep:${player.userId}` })()
    const body = { currency: 'USD', amount: '15.00', payment_method: 'speed', invoice: 'ana@wallet.example' }

    const listed = await call(app, player).get('/api/bonuses')
    expect(listed.json()).toMatchObject({ forfeit_cents: 1000, grants: [{ state: 'active', amount_cents: 1000, wagered_cents: 0 }] })

    const asked = await call(app, player).post('/api/withdraw', body)
    expect(asked.statusCode).toBe(409)
    expect(asked.json()).toEqual({
      message: 'Withdrawing now forfeits $10.00 of bonus money whose wagering is not complete. Confirm to go on.',
      forfeit_cents: 1000,
      errors: { confirm_forfeit_cents: ['1000'] },
    })
    const wrong = await call(app, player).post('/api/withdraw', { ...body, confirm_forfeit_cents: 999 })
    expect(wrong.statusCode).toBe(409)
    expect(await graph.ledger.balances(player.userId)).toMatchObject({ bonusCents: 1000, withdrawableCents: 2000 })

    const confirmed = await call(app, player).post('/api/withdraw', { ...body, confirm_forfeit_cents: 1000 })
    expect(confirmed.statusCode).toBe(200)
    expect(await graph.ledger.balances(player.userId)).toMatchObject({ bonusCents: 0, withdrawableCents: 500 })
    const grants = (await call(app, player).get('/api/bonuses')).json()
    expect(grants).toMatchObject({ forfeit_cents: 0, grants: [{ state: 'forfeited', settled_cents: 1000 }] })
  })

  it('undoes the forfeit when the withdrawal is refused', async () => {
    const player = await signedInPlayer(t.db)
    const graph = composeServer({ config: testConfig(), db: t.db })
    await t.db.transaction().execute((trx) => graph.ledger.within(trx).grantJoinBonus(player.userId))
    await graph.paymentLedger.creditDeposit({ userId: player.userId, amountCents: 600, idempotencyKey: `dep:${player.userId}` })()
    const body = { currency: 'USD', amount: '6.01', payment_method: 'speed', invoice: 'ana@wallet.example', confirm_forfeit_cents: 1000 }
    expect((await call(app, player).post('/api/withdraw', body)).statusCode).toBe(422)
    expect(await graph.ledger.balances(player.userId)).toMatchObject({ bonusCents: 1000, withdrawableCents: 600 })
    expect((await call(app, player).get('/api/bonuses')).json()).toMatchObject({ grants: [{ state: 'active' }] })
  })
})
