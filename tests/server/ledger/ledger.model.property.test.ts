import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { LedgerModel, type LedgerResult, type ModelOp } from './support/ledger-model'
import { audit, createPlayer } from './support/players'

// A small key space, so keys collide: replays and keys reused for another movement happen often.
const key = fc.integer({ min: 0, max: 7 })
const cents = fc.integer({ min: 1, max: 1500 })
type Step =
  | { readonly t: 'op'; readonly op: (prefix: string) => ModelOp }
  | { readonly t: 'replay'; readonly back: number }
  | { readonly t: 'rollbackLastBet'; readonly k: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ k: key, c: cents }).map(({ k, c }): Step => ({ t: 'op', op: (p) => ({ kind: 'bet', key: `${p}k${k}`, cents: c }) })),
  fc
    .record({ k: key, c: fc.integer({ min: 0, max: 1500 }) })
    .map(({ k, c }): Step => ({ t: 'op', op: (p) => ({ kind: 'win', key: `${p}k${k}`, cents: c }) })),
  fc.record({ k: key, c: cents }).map(({ k, c }): Step => ({ t: 'op', op: (p) => ({ kind: 'deposit', key: `${p}k${k}`, cents: c }) })),
  fc.record({ k: key, c: cents }).map(({ k, c }): Step => ({ t: 'op', op: (p) => ({ kind: 'withdrawal', key: `${p}k${k}`, cents: c }) })),
  fc
    .record({ k: key, b: key })
    .map(({ k, b }): Step => ({ t: 'op', op: (p) => ({ kind: 'rollback', key: `${p}k${k}`, betKey: `${p}k${b}` }) })),
  fc.nat().map((back): Step => ({ t: 'replay', back })),
  // Rolling back the latest bet (under a fresh or a used key) reaches double rollbacks quickly.
  fc.integer({ min: 0, max: 3 }).map((k): Step => ({ t: 'rollbackLastBet', k })),
)

function opOf(s: Step, prefix: string, history: readonly ModelOp[], lastBetKey: string | undefined): ModelOp | undefined {
  if (s.t === 'op') return s.op(prefix)
  if (s.t === 'replay') return history[history.length - 1 - (s.back % Math.max(history.length, 1))]
  return lastBetKey === undefined ? undefined : { kind: 'rollback', key: `${prefix}r${s.k}`, betKey: lastBetKey }
}

const withoutIds = (r: LedgerResult): LedgerResult => (E.isRight(r) ? E.right({ ...r.right, transactionId: -1 }) : r)

describe.each(ENGINES)('the ledger against its model on %s', (engine) => {
  let t: TestDatabase
  let ledger: ReturnType<typeof kyselyLedger>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    ledger = kyselyLedger(t.db)
  })
  afterAll(() => t.close())

  const send = (userId: number, op: ModelOp): Promise<LedgerResult> => {
    const base = { userId, idempotencyKey: op.key }
    switch (op.kind) {
      case 'bet':
        return ledger.placeBet({ ...base, amountCents: op.cents, gameId: 'g', roundId: op.key })()
      case 'win':
        return ledger.creditWin({ ...base, amountCents: op.cents, gameId: 'g', roundId: op.key })()
      case 'deposit':
        return ledger.creditDeposit({ ...base, amountCents: op.cents })()
      case 'withdrawal':
        return ledger.debitWithdrawal({ ...base, amountCents: op.cents })()
      case 'rollback':
        return ledger.rollbackBet({ userId, betIdempotencyKey: op.betKey, idempotencyKey: op.key })()
    }
  }

  it('agrees with the model over random sequences of bets, wins, rollbacks, payments and replays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const userId = await createPlayer(t.db)
        // $10.00 of bonus money outside any grant (bonus grants have their own model: tests/server/bonuses).
        await t.db
          .transaction()
          .execute((trx) =>
            ledger
              .within(trx)
              .adjustBalance({ userId, signedCents: 1000, balance: 'bonus', idempotencyKey: `bonus:${userId}`, metadata: {} })(),
          )
        const model = new LedgerModel()
        const history: ModelOp[] = []
        let lastBetKey: string | undefined
        for (const s of steps) {
          const op = opOf(s, `u${userId}:`, history, lastBetKey)
          if (!op) continue
          history.push(op)
          const expected = model.apply(op)
          expect(withoutIds(await send(userId, op)), JSON.stringify(op)).toEqual(expected)
          if (op.kind === 'bet' && E.isRight(expected) && !expected.right.replayed) lastBetKey = op.key
        }
        expect(await ledger.balances(userId)).toEqual({
          bonusCents: model.bonus,
          withdrawableCents: model.withdrawable,
          thirdPartyCents: 0,
          totalCents: model.total,
        })
        const books = await audit(t.db, userId)
        expect(books.storedCents).toEqual(books.entrySumCents)
        expect(books.unbalanced).toEqual([])
      }),
      { numRuns: 30 },
    )
  }, 120_000)
})
