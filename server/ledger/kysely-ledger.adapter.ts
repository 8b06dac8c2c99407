import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { houseAccountIds } from './house-accounts'
import type { Ledger, LedgerResult, PlayerBalances } from './ledger.port'
import type { MovementKind } from './ledger.tables'
import type { LedgerHistory } from './ledger-history.port'
import { assertCents, refused, type LedgerTransactionRow } from './ledger-transaction-row'
import { betLegs, depositLegs, joinBonusLegs, winLegs, withdrawalLegs } from './movement-legs'
import type { PaymentLedger } from './payment-ledger.port'
import { reversePlan } from './reverse-plan'
import { Overdraw, runMovement, type Movement } from './run-movement'
import { historyPage } from './transaction-history.query'

/** The sweepstakes join bonus: $10.00 of bonus balance, once per player. */
export const JOIN_BONUS_CENTS = 1000

const sameAmount = (kind: MovementKind, userId: number, cents: number) => (row: LedgerTransactionRow) =>
  row.kind === kind && row.user_id === userId && Math.abs(row.amount_cents) === cents

const reversing = (userId: number, originalKey: string) => (row: LedgerTransactionRow) =>
  row.kind === 'rollback' && row.user_id === userId && row.metadata.reverses_key === originalKey

/** The double-entry ledger over the database (PGlite or PostgreSQL alike). */
export function kyselyLedger(db: Kysely<Database>): Ledger & PaymentLedger & LedgerHistory {
  const house = houseAccountIds()
  const run = async (m: Movement): Promise<LedgerResult> => {
    try {
      return await db.transaction().execute(async (trx) => runMovement(trx, await house(trx), m))
    } catch (err) {
      if (err instanceof Overdraw) return refused('InsufficientFunds')
      throw err
    }
  }
  const insufficient = { _tag: 'InsufficientFunds' } as const

  return {
    balances: async (userId): Promise<PlayerBalances> => {
      const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance_cents']).where('user_id', '=', userId).execute()
      const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance_cents ?? 0
      const bonusCents = of('bonus')
      const withdrawableCents = of('withdrawable')
      // No provider reports a balance held for the player yet: the third-party row stays at zero.
      return { bonusCents, withdrawableCents, thirdPartyCents: 0, totalCents: bonusCents + withdrawableCents }
    },
    placeBet: (m) => {
      assertCents(m.amountCents)
      return run({
        kind: 'bet', userId: m.userId, idempotencyKey: m.idempotencyKey, gameId: m.gameId, roundId: m.roundId,
        isSame: sameAmount('bet', m.userId, m.amountCents),
        plan: async (_trx, a) => {
          const legs = betLegs({ bonus: a.bonus.balanceCents, withdrawable: a.withdrawable.balanceCents }, m.amountCents)
          return legs ? { legs } : insufficient
        },
      })
    },
    creditWin: (m) => {
      assertCents(m.amountCents, { allowZero: true })
      return run({
        kind: 'win', userId: m.userId, idempotencyKey: m.idempotencyKey, gameId: m.gameId, roundId: m.roundId,
        isSame: sameAmount('win', m.userId, m.amountCents),
        plan: async () => ({ legs: winLegs(m.amountCents) }),
      })
    },
    rollbackBet: (m) =>
      run({
        kind: 'rollback', userId: m.userId, idempotencyKey: m.idempotencyKey, metadata: { reverses_key: m.betIdempotencyKey },
        isSame: reversing(m.userId, m.betIdempotencyKey),
        plan: reversePlan(m.userId, 'bet', m.betIdempotencyKey),
      }),
    grantJoinBonus: async (trx, userId) => {
      // Inside the registration's transaction: a failure here undoes the registration too.
      const result = await runMovement(trx, await house(trx), {
        kind: 'join_bonus', userId, idempotencyKey: `join-bonus:${userId}`,
        isSame: sameAmount('join_bonus', userId, JOIN_BONUS_CENTS),
        plan: async () => ({ legs: joinBonusLegs(JOIN_BONUS_CENTS) }),
      })
      if (!result.ok) throw new Error(`join bonus of user ${userId} refused: ${result.refusal._tag}`)
    },
    creditDeposit: (m) => {
      assertCents(m.amountCents)
      return run({
        kind: 'deposit', userId: m.userId, idempotencyKey: m.idempotencyKey, metadata: m.metadata ?? {},
        isSame: sameAmount('deposit', m.userId, m.amountCents),
        plan: async () => ({ legs: depositLegs(m.amountCents) }),
      })
    },
    debitWithdrawal: (m) => {
      assertCents(m.amountCents)
      return run({
        kind: 'withdrawal', userId: m.userId, idempotencyKey: m.idempotencyKey, metadata: m.metadata ?? {},
        isSame: sameAmount('withdrawal', m.userId, m.amountCents),
        plan: async (_trx, a) => {
          const legs = withdrawalLegs({ bonus: a.bonus.balanceCents, withdrawable: a.withdrawable.balanceCents }, m.amountCents)
          return legs ? { legs } : insufficient
        },
      })
    },
    refundWithdrawal: (m) =>
      run({
        kind: 'rollback', userId: m.userId, idempotencyKey: m.idempotencyKey, metadata: { reverses_key: m.withdrawalIdempotencyKey },
        isSame: reversing(m.userId, m.withdrawalIdempotencyKey),
        plan: reversePlan(m.userId, 'withdrawal', m.withdrawalIdempotencyKey),
      }),
    page: (userId, page) => historyPage(db, userId, page),
  }
}
