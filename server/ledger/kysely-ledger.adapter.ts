import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/database'
import { houseAccountIds } from './house-accounts'
import type { Ledger, LedgerResult, PlayerBalances, RoundLedger } from './ledger.port'
import type { LedgerHistory } from './ledger-history.port'
import { assertCents, findByKey, refused } from './ledger-transaction-row'
import { depositLegs, joinBonusLegs, withdrawalLegs } from './movement-legs'
import type { PaymentLedger, PaymentMovement, WithdrawalRefund } from './payment-ledger.port'
import { reversePlan } from './reverse-plan'
import { betMovement, betRollbackMovement, reversing, sameAmount, winMovement } from './round-movements'
import { Overdraw, runMovement, type Movement } from './run-movement'
import { historyPage } from './transaction-history.query'

/** The sweepstakes join bonus: $10.00 of bonus balance, once per player. */
export const JOIN_BONUS_CENTS = 1000

const insufficient = { _tag: 'InsufficientFunds' } as const

const withdrawal = (m: PaymentMovement): Movement => {
  assertCents(m.amountCents)
  return {
    kind: 'withdrawal',
    userId: m.userId,
    idempotencyKey: m.idempotencyKey,
    metadata: m.metadata ?? {},
    isSame: sameAmount('withdrawal', m.userId, m.amountCents),
    plan: async (_trx, a) => {
      const legs = withdrawalLegs({ bonus: a.bonus.balanceCents, withdrawable: a.withdrawable.balanceCents }, m.amountCents)
      return legs ? { legs } : insufficient
    },
  }
}

const withdrawalRefund = (m: WithdrawalRefund): Movement => ({
  kind: 'rollback',
  userId: m.userId,
  idempotencyKey: m.idempotencyKey,
  metadata: { reverses_key: m.withdrawalIdempotencyKey },
  isSame: reversing(m.userId, m.withdrawalIdempotencyKey),
  plan: reversePlan(m.userId, 'withdrawal', m.withdrawalIdempotencyKey),
})

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
  /**
   * Inside the caller's transaction. Overdraw cannot be caught here: the movement's row is already
   * written. It never happens (the plan is made from the locked balances); if it did, the throw
   * undoes the caller's whole transaction, which is the safe way out.
   */
  const within = (trx: Transaction<Database>): RoundLedger => {
    const runIn = async (m: Movement) => runMovement(trx, await house(trx), m)
    return {
      placeBet: (m) => runIn(betMovement(m)),
      creditWin: (m) => runIn(winMovement(m)),
      rollbackBet: (m) => runIn(betRollbackMovement(m)),
    }
  }
  const runWithin = async (trx: Transaction<Database>, m: Movement): Promise<LedgerResult> => runMovement(trx, await house(trx), m)

  return {
    balances: async (userId): Promise<PlayerBalances> => {
      const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance_cents']).where('user_id', '=', userId).execute()
      const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance_cents ?? 0
      const bonusCents = of('bonus')
      const withdrawableCents = of('withdrawable')
      // No provider reports a balance held for the player yet: the third-party row stays at zero.
      return { bonusCents, withdrawableCents, thirdPartyCents: 0, totalCents: bonusCents + withdrawableCents }
    },
    placeBet: (m) => run(betMovement(m)),
    creditWin: (m) => run(winMovement(m)),
    rollbackBet: (m) => run(betRollbackMovement(m)),
    within,
    grantJoinBonus: async (trx, userId) => {
      // Inside the registration's transaction: a failure here undoes the registration too.
      const result = await runMovement(trx, await house(trx), {
        kind: 'join_bonus',
        userId,
        idempotencyKey: `join-bonus:${userId}`,
        isSame: sameAmount('join_bonus', userId, JOIN_BONUS_CENTS),
        plan: async () => ({ legs: joinBonusLegs(JOIN_BONUS_CENTS) }),
      })
      if (!result.ok) throw new Error(`join bonus of user ${userId} refused: ${result.refusal._tag}`)
    },
    creditDeposit: (m) => {
      assertCents(m.amountCents)
      return run({
        kind: 'deposit',
        userId: m.userId,
        idempotencyKey: m.idempotencyKey,
        metadata: m.metadata ?? {},
        isSame: sameAmount('deposit', m.userId, m.amountCents),
        plan: async () => ({ legs: depositLegs(m.amountCents) }),
      })
    },
    debitWithdrawal: (m) => run(withdrawal(m)),
    refundWithdrawal: (m) => run(withdrawalRefund(m)),
    debitWithdrawalWithin: (trx, m) => runWithin(trx, withdrawal(m)),
    refundWithdrawalWithin: (trx, m) => runWithin(trx, withdrawalRefund(m)),
    hasMovement: async (trx, key) => (await findByKey(trx, key)) !== undefined,
    page: (userId, page) => historyPage(db, userId, page),
  }
}
