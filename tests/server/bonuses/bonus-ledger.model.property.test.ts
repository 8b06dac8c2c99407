import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeExpireGrants } from '../../../server/bonuses/expire-grants'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { withdrawalTransitions } from '../../../server/payments/withdrawal-transitions'
import { ManualClock } from '../play/support/games-harness'
import { audit, createPlayer } from '../ledger/support/players'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { BonusModel } from './support/bonus-model'

const DAY = 86_400_000
const EXPIRY_DAYS = 30

interface Real {
  readonly t: TestDatabase
  readonly ledger: ReturnType<typeof kyselyLedger>
  readonly clock: ManualClock
  readonly userId: number
  readonly expire: () => Promise<number>
}

type Cmd = fc.AsyncCommand<BonusModel, Real>

const round = (r: Real, key: string, cents: number) => ({ userId: r.userId, amountCents: cents, gameId: 'g', roundId: key })

class Grant implements Cmd {
  constructor(
    readonly key: number,
    readonly amount: number,
    readonly multiple: number,
  ) {}
  check = () => true
  async run(m: BonusModel, r: Real) {
    // A grant key once used keeps its amount: the same claim again must pay nothing more.
    const grantKey = `u${r.userId}:grant${this.key}`
    const earlier = m.grants.find((g) => g.key === grantKey)
    const amountCents = earlier?.amount ?? this.amount
    const wageringMultiple = earlier ? earlier.requirement / earlier.amount : this.multiple
    const request = { userId: r.userId, promotion: 'test', grantKey, terms: { amountCents, wageringMultiple, expiryDays: EXPIRY_DAYS } }
    const granted = await r.t.db.transaction().execute((trx) => r.ledger.within(trx).grantBonus(request))
    expect(granted.replayed).toBe(earlier !== undefined)
    m.grant(grantKey, amountCents, wageringMultiple, r.clock.now().getTime(), EXPIRY_DAYS * DAY)
  }
  toString = () => `grant(${this.key}, ${this.amount}, ${this.multiple}x)`
}

class Claim implements Cmd {
  constructor(readonly key: number) {}
  check = (m: Readonly<BonusModel>) => m.grants.length > 0
  async run(m: BonusModel, r: Real) {
    // A second claim of an existing grant, twice at once: nothing more is paid.
    const g = m.grants[this.key % m.grants.length]!
    const request = {
      userId: r.userId,
      promotion: 'test',
      grantKey: g.key,
      terms: { amountCents: g.amount, wageringMultiple: g.requirement / g.amount, expiryDays: EXPIRY_DAYS },
    }
    const answers = await Promise.all([1, 2].map(() => r.t.db.transaction().execute((trx) => r.ledger.within(trx).grantBonus(request))))
    expect(answers.every((a) => a.replayed)).toBe(true)
  }
  toString = () => `claim(${this.key})`
}

class Bet implements Cmd {
  constructor(
    readonly key: number,
    readonly cents: number,
  ) {}
  check = () => true
  async run(m: BonusModel, r: Real) {
    const key = `u${r.userId}:r${this.key}`
    const result = await r.ledger.placeBet({ ...round(r, key, this.cents), idempotencyKey: `${key}:bet` })()
    const known = m.bets.get(key)
    if (known && known.stake !== this.cents) {
      expect(result).toEqual(E.left({ _tag: 'KeyReusedWithOtherAmount' }))
      return
    }
    const accepted = m.bet(key, this.cents)
    expect(E.isRight(result), `bet ${key} ${this.cents}`).toBe(accepted)
  }
  toString = () => `bet(${this.key}, ${this.cents})`
}

class Win implements Cmd {
  constructor(
    readonly pick: number,
    readonly cents: number,
  ) {}
  check = (m: Readonly<BonusModel>) => m.bets.size > 0
  async run(m: BonusModel, r: Real) {
    const key = [...m.bets.keys()][this.pick % m.bets.size]!
    const won = m.bets.get(key)!.won
    const result = await r.ledger.creditWin({ ...round(r, key, this.cents), idempotencyKey: `${key}:win` })()
    if (won) return // a second win of a round: replayed or refused, never paid (its key holds the first)
    expect(E.isRight(result)).toBe(true)
    m.win(key, this.cents)
  }
  toString = () => `win(${this.pick}, ${this.cents})`
}

class Rollback implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<BonusModel>) => m.bets.size > 0
  async run(m: BonusModel, r: Real) {
    const key = [...m.bets.keys()][this.pick % m.bets.size]!
    const result = await r.ledger.rollbackBet({ userId: r.userId, betIdempotencyKey: `${key}:bet`, idempotencyKey: `${key}:rollback` })()
    expect(E.isRight(result)).toBe(true)
    m.rollback(key)
  }
  toString = () => `rollback(${this.pick})`
}

class Deposit implements Cmd {
  constructor(readonly cents: number) {}
  check = () => true
  async run(m: BonusModel, r: Real) {
    await r.ledger.creditDeposit({ userId: r.userId, amountCents: this.cents, idempotencyKey: `u${r.userId}:dep${Math.random()}` })()
    m.deposit(this.cents)
  }
  toString = () => `deposit(${this.cents})`
}

class Withdraw implements Cmd {
  constructor(readonly cents: number) {}
  check = () => true
  async run(m: BonusModel, r: Real) {
    const open = withdrawalTransitions(r.t.db, r.ledger).open
    const w = () => ({
      id: `wd_${r.userId}_${Math.random().toString(36).slice(2)}`,
      userId: r.userId,
      method: 'speed' as const,
      amountCents: this.cents,
      address: 'ana@wallet.example',
      payoutCurrency: null,
    })
    const forfeit = m.forfeitOnWithdrawal()
    if (forfeit > 0) expect(await open(w(), 'PENDING')()).toEqual(E.left({ _tag: 'ForfeitUnconfirmed', forfeitCents: forfeit }))
    const result = await open(w(), 'PENDING', forfeit)()
    expect(E.isRight(result)).toBe(m.withdraw(this.cents))
  }
  toString = () => `withdraw(${this.cents})`
}

class Expire implements Cmd {
  constructor(readonly days: number) {}
  check = () => true
  async run(m: BonusModel, r: Real) {
    r.clock.advance(this.days * DAY)
    await Promise.all([r.expire(), r.expire()])
    m.expire(r.clock.now().getTime())
  }
  toString = () => `expire(+${this.days}d)`
}

/** Release: wager exactly what the oldest active grant still needs, so its requirement is met by the last cent. */
class Release implements Cmd {
  constructor(readonly key: number) {}
  check = (m: Readonly<BonusModel>) => m.grants.some((g) => g.state === 'active')
  async run(m: BonusModel, r: Real) {
    const oldest = m.grants.find((g) => g.state === 'active')!
    const need = Math.max(1, oldest.requirement - oldest.wagered)
    if (need > m.bonus + m.withdrawable) return
    const key = `u${r.userId}:rel${this.key}:${m.bets.size}`
    const result = await r.ledger.placeBet({ ...round(r, key, need), idempotencyKey: `${key}:bet` })()
    expect(E.isRight(result)).toBe(m.bet(key, need))
    expect(oldest.state).toBe('released')
  }
  toString = () => `release(${this.key})`
}

const commands = [
  fc
    .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 2000 }), fc.constantFrom(0, 1, 2, 10))
    .map(([k, a, x]) => new Grant(k, a, x)),
  fc.nat(5).map((k) => new Claim(k)),
  fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 1500 })).map(([k, c]) => new Bet(k, c)),
  fc.tuple(fc.nat(9), fc.integer({ min: 0, max: 3000 })).map(([k, c]) => new Win(k, c)),
  fc.nat(9).map((k) => new Rollback(k)),
  fc.integer({ min: 1, max: 2000 }).map((c) => new Deposit(c)),
  fc.integer({ min: 1, max: 2500 }).map((c) => new Withdraw(c)),
  fc.integer({ min: 0, max: 31 }).map((d) => new Expire(d)),
  fc.nat(3).map((k) => new Release(k)),
]

describe.each(ENGINES)('bonus money against its model on %s', (engine) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(engine)
  })
  afterAll(() => t.close())

  it('agrees with the model over grant, claim, bet, win, rollback, deposit, withdraw, expire and release', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const clock = new ManualClock()
        const ledger = kyselyLedger(t.db, { now: clock.now })
        const userId = await createPlayer(t.db)
        const real: Real = { t, ledger, clock, userId, expire: makeExpireGrants({ db: t.db, ledger, clock }) }
        const model = new BonusModel()
        await fc.asyncModelRun(() => ({ model, real }), cmds)

        expect(await ledger.balances(userId)).toMatchObject({ bonusCents: model.bonus, withdrawableCents: model.withdrawable })
        const books = await audit(t.db, userId)
        expect(books.storedCents).toEqual(books.entrySumCents)
        expect(books.unbalanced).toEqual([])
        expect(books.grandTotalCents).toBe(0)
        const states = await t.db
          .selectFrom('bonus_grants')
          .select(['grant_key', 'state', 'wagered_cents'])
          .where('user_id', '=', userId)
          .execute()
        for (const g of model.grants)
          expect(
            states.find((s) => s.grant_key === g.key),
            g.key,
          ).toMatchObject({ state: g.state, wagered_cents: g.wagered })

        // Bonus money becomes withdrawable only in a release whose grant met its requirement.
        const { rows } = await sql<{ kind: string; met: boolean | null; moved: string | number }>`
          select t.kind, (g.wagered_cents >= g.requirement_cents) as met, wd.amount_cents as moved
          from ledger_transactions t
          join ledger_entries b on b.transaction_id = t.id and b.amount_cents < 0
          join ledger_accounts ba on ba.id = b.account_id and ba.kind = 'bonus'
          join ledger_entries wd on wd.transaction_id = t.id and wd.amount_cents > 0
          join ledger_accounts wa on wa.id = wd.account_id and wa.kind = 'withdrawable'
          left join bonus_grants g on g.id = (t.metadata ->> 'grant_id')::bigint
          where t.user_id = ${userId}
        `.execute(t.db)
        for (const row of rows) expect(row).toMatchObject({ kind: 'bonus_release', met: true })
        expect(rows.reduce((sum, row) => sum + Number(row.moved), 0)).toBe(model.releasedByMet)
      }),
      { numRuns: engine === 'pglite' ? 40 : 30 },
    )
  }, 300_000)
})
