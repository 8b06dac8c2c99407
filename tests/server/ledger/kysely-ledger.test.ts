import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { audit, createPlayer } from './support/players'

describe.each(ENGINES)('the ledger on %s', (engine) => {
  let t: TestDatabase
  let ledger: ReturnType<typeof kyselyLedger>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    ledger = kyselyLedger(t.db)
  })
  afterAll(() => t.close())

  const joined = async (): Promise<number> => {
    const userId = await createPlayer(t.db)
    await t.db.transaction().execute((trx) => ledger.within(trx).grantJoinBonus(userId))
    return userId
  }
  const round = (userId: number, key: string, amountCents: number) => ({
    userId,
    amountCents,
    idempotencyKey: key,
    gameId: 'g-1',
    roundId: key,
  })

  it('grants the $10.00 join bonus once, into the bonus balance', async () => {
    const userId = await joined()
    await t.db.transaction().execute((trx) => ledger.within(trx).grantJoinBonus(userId))
    expect(await ledger.balances(userId)).toEqual({ bonusCents: 1000, withdrawableCents: 0, thirdPartyCents: 0, totalCents: 1000 })
  })

  it('undoes the join bonus with the registration that rolls back', async () => {
    const userId = await createPlayer(t.db)
    await expect(
      t.db.transaction().execute(async (trx) => {
        await ledger.within(trx).grantJoinBonus(userId)
        throw new Error('registration failed later')
      }),
    ).rejects.toThrow('registration failed later')
    expect((await ledger.balances(userId)).totalCents).toBe(0)
  })

  it('stakes the withdrawable balance first, then the bonus one', async () => {
    const userId = await joined()
    await ledger.creditDeposit({ userId, amountCents: 500, idempotencyKey: `dep-${userId}` })()
    const bet = await ledger.placeBet(round(userId, `r1-${userId}:bet`, 1200))()
    expect(bet).toEqual(E.right({ transactionId: expect.any(Number), balanceAfterCents: 300, replayed: false }))
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 300, withdrawableCents: 0 })
  })

  it('pays a win from a bonus-funded bet back into the bonus balance', async () => {
    const userId = await joined()
    await ledger.placeBet(round(userId, `r-${userId}`, 100))()
    await ledger.creditWin({ ...round(userId, `r-${userId}`, 250), idempotencyKey: `r-${userId}:win` })()
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 1150, withdrawableCents: 0, totalCents: 1150 })
  })

  it("splits a mixed bet's win by its funding, the bonus share rounded up", async () => {
    const userId = await joined()
    await ledger.creditDeposit({ userId, amountCents: 51, idempotencyKey: `dep-mx-${userId}` })()
    await ledger.placeBet(round(userId, `mx-${userId}`, 100))()
    await ledger.creditWin({ ...round(userId, `mx-${userId}`, 101), idempotencyKey: `mx-${userId}:win` })()
    // 49 of the 100 staked were bonus money: 49.49 of the 101 won goes back to bonus, as 50.
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 951 + 50, withdrawableCents: 51 })
  })

  it('refuses a bet past the balance and moves nothing', async () => {
    const userId = await joined()
    expect(await ledger.placeBet(round(userId, `big-${userId}`, 1001))()).toEqual(E.left({ _tag: 'InsufficientFunds' }))
    expect((await ledger.balances(userId)).totalCents).toBe(1000)
    // The refused key is free: the same bet may be retried once the money is there.
    expect(E.isRight(await ledger.placeBet(round(userId, `big-${userId}`, 1000))())).toBe(true)
  })

  it('hands back the original receipt for a replayed key, and refuses the key with another amount', async () => {
    const userId = await joined()
    const first = await ledger.placeBet(round(userId, `rep-${userId}`, 300))()
    await ledger.placeBet(round(userId, `rep2-${userId}`, 100))()
    const again = await ledger.placeBet(round(userId, `rep-${userId}`, 300))()
    expect(E.isRight(first) && E.isRight(again) && again.right).toEqual({ ...(E.isRight(first) ? first.right : {}), replayed: true })
    expect(await ledger.placeBet(round(userId, `rep-${userId}`, 301))()).toEqual(E.left({ _tag: 'KeyReusedWithOtherAmount' }))
    expect(await ledger.creditWin(round(userId, `rep-${userId}`, 300))()).toEqual(E.left({ _tag: 'KeyReusedWithOtherAmount' }))
    expect((await ledger.balances(userId)).totalCents).toBe(600)
  })

  it('rolls a bet back to the accounts it came from, once whatever the key', async () => {
    const userId = await joined()
    await ledger.creditDeposit({ userId, amountCents: 500, idempotencyKey: `dep-rb-${userId}` })()
    await ledger.placeBet(round(userId, `rb-${userId}:bet`, 1200))()
    const back = await ledger.rollbackBet({ userId, betIdempotencyKey: `rb-${userId}:bet`, idempotencyKey: `rb-${userId}:rollback` })()
    expect(back).toMatchObject(E.right({ balanceAfterCents: 1500, replayed: false }))
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 1000, withdrawableCents: 500 })
    const twice = await ledger.rollbackBet({ userId, betIdempotencyKey: `rb-${userId}:bet`, idempotencyKey: `rb-${userId}:other` })()
    expect(twice).toMatchObject(E.right({ balanceAfterCents: 1500, replayed: true }))
    expect((await ledger.balances(userId)).totalCents).toBe(1500)
  })

  it("refuses to roll back a bet it does not know, or another player's", async () => {
    const userId = await joined()
    const other = await joined()
    await ledger.placeBet(round(other, `theirs-${other}`, 100))()
    expect(await ledger.rollbackBet({ userId, betIdempotencyKey: 'nope', idempotencyKey: `x-${userId}` })()).toEqual(
      E.left({ _tag: 'UnknownMovement' }),
    )
    expect(await ledger.rollbackBet({ userId, betIdempotencyKey: `theirs-${other}`, idempotencyKey: `y-${userId}` })()).toEqual(
      E.left({ _tag: 'UnknownMovement' }),
    )
  })

  it('lets only the withdrawable balance leave, and refunds a failed payout once', async () => {
    const userId = await joined()
    await ledger.creditWin(round(userId, `w-${userId}`, 400))()
    expect(await ledger.debitWithdrawal({ userId, amountCents: 401, idempotencyKey: `wd1-${userId}` })()).toEqual(
      E.left({ _tag: 'InsufficientFunds' }),
    )
    expect(await ledger.debitWithdrawal({ userId, amountCents: 400, idempotencyKey: `wd2-${userId}` })()).toMatchObject(
      E.right({ balanceAfterCents: 1000 }),
    )
    await ledger.refundWithdrawal({ userId, withdrawalIdempotencyKey: `wd2-${userId}`, idempotencyKey: `rf-${userId}` })()
    await ledger.refundWithdrawal({ userId, withdrawalIdempotencyKey: `wd2-${userId}`, idempotencyKey: `rf2-${userId}` })()
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 1000, withdrawableCents: 400 })
  })

  it('records a zero win (a lost round) without moving money or listing it', async () => {
    const userId = await joined()
    expect(await ledger.creditWin(round(userId, `zero-${userId}`, 0))()).toMatchObject(E.right({ balanceAfterCents: 1000 }))
    expect((await ledger.page(userId, { offset: 0, limit: 10 })).total).toBe(1)
  })

  it('throws on an amount that is not a positive whole number of cents', async () => {
    const userId = await joined()
    expect(() => ledger.placeBet(round(userId, 'bad', 1.5))).toThrow(RangeError)
    expect(() => ledger.placeBet(round(userId, 'bad', 0))).toThrow(RangeError)
    expect(() => ledger.creditWin(round(userId, 'bad', -1))).toThrow(RangeError)
  })

  it("lists the player's movements newest first with balances before and after", async () => {
    const userId = await joined()
    await ledger.placeBet(round(userId, `l-${userId}:bet`, 200))()
    await ledger.creditWin(round(userId, `l-${userId}:win`, 500))()
    const page = await ledger.page(userId, { offset: 0, limit: 2 })
    expect(page.total).toBe(3)
    expect(page.rows.map((r) => [r.kind, r.funding, r.balanceBeforeCents, r.amountCents, r.balanceAfterCents, r.gameId])).toEqual([
      ['win', 'withdrawable', 800, 500, 1300, 'g-1'],
      ['bet', 'bonus', 1000, -200, 800, 'g-1'],
    ])
    expect((await ledger.page(userId, { offset: 2, limit: 2 })).rows.map((r) => r.kind)).toEqual(['bonus_grant'])
  })

  it("moves a round's money inside the caller's transaction: undone with it, kept when it commits", async () => {
    const userId = await joined()
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(E.isRight(await ledger.within(trx).placeBet(round(userId, `in-${userId}:bet`, 300))())).toBe(true)
        throw new Error('the round could not be recorded')
      }),
    ).rejects.toThrow('the round could not be recorded')
    expect((await ledger.balances(userId)).totalCents).toBe(1000)
    const refused = await t.db.transaction().execute((trx) => ledger.within(trx).placeBet(round(userId, `big-${userId}:bet`, 1001))())
    expect(refused).toEqual(E.left({ _tag: 'InsufficientFunds' }))
    await t.db.transaction().execute(async (trx) => {
      const moves = ledger.within(trx)
      await moves.placeBet(round(userId, `in-${userId}:bet`, 300))()
      await moves.rollbackBet({ userId, betIdempotencyKey: `in-${userId}:bet`, idempotencyKey: `in-${userId}:rollback` })()
      await moves.placeBet(round(userId, `in2-${userId}:bet`, 100))()
      await moves.creditWin(round(userId, `in2-${userId}:win`, 250))()
    })
    // The win's round (its key) has no bet on record: all of it is withdrawable.
    expect(await ledger.balances(userId)).toMatchObject({ bonusCents: 900, withdrawableCents: 250 })
    expect(await ledger.placeBet(round(userId, `in2-${userId}:bet`, 100))()).toMatchObject(E.right({ replayed: true }))
  })

  it('keeps the books: stored balances equal the entries, and the database refuses unbalanced or edited entries', async () => {
    const userId = await joined()
    await ledger.placeBet(round(userId, `b-${userId}`, 700))()
    const books = await audit(t.db, userId)
    expect(books.storedCents).toEqual(books.entrySumCents)
    expect(books.unbalanced).toEqual([])
    expect(books.grandTotalCents).toBe(0)
    const tx = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `b-${userId}`)
      .executeTakeFirstOrThrow()
    const account = await t.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()
    await expect(
      t.db.insertInto('ledger_entries').values({ transaction_id: tx.id, account_id: account.id, amount_cents: 5 }).execute(),
    ).rejects.toThrow(/does not balance/)
    await expect(sql`update ledger_entries set amount_cents = 1 where transaction_id = ${tx.id}`.execute(t.db)).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`update ledger_accounts set balance_cents = -1 where id = ${account.id}`.execute(t.db)).rejects.toThrow(/check/i)
  })
})
