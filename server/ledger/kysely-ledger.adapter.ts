import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/database'
import { adjustmentMovement } from './adjustment-movement'
import { houseAccountIds } from './house-accounts'
import type {
  DebitRefusal,
  InsufficientFunds,
  KeyReusedWithOtherAmount,
  Ledger,
  LedgerReceipt,
  LedgerRefusal,
  PlayerBalances,
} from './ledger.port'
import type { LedgerHistory } from './ledger-history.port'
import { findByKey } from './ledger-transaction-row'
import type { PaymentLedger } from './payment-ledger.port'
import { depositMovement, joinBonusMovement, withdrawalMovement, withdrawalRefundMovement } from './payment-movements'
import { betMovement, betRollbackMovement, winMovement } from './round-movements'
import { Overdraw } from './ledger.port'
import { runMovement, type Movement } from './run-movement'
import { historyPage } from './transaction-history.query'

const insufficient: InsufficientFunds = { _tag: 'InsufficientFunds' }

type Moved<R extends LedgerRefusal> = TE.TaskEither<R | KeyReusedWithOtherAmount, LedgerReceipt>

/**
 * The double-entry ledger over the database (PGlite or PostgreSQL alike). Each movement is built
 * (and its amount checked) when the method is called; the task it answers moves the money.
 */
export function kyselyLedger(db: Kysely<Database>): Ledger & PaymentLedger & LedgerHistory {
  const house = houseAccountIds()
  /**
   * Inside the caller's transaction. Overdraw cannot be caught here: the movement's row is already
   * written. It never happens (the plan is made from the locked balances); if it did, the throw
   * undoes the caller's whole transaction, which is the safe way out.
   */
  const moveWithin =
    <R extends LedgerRefusal>(trx: Transaction<Database>, m: Movement<R>): Moved<R> =>
    async () =>
      runMovement(trx, await house(trx), m)
  const move =
    <R extends LedgerRefusal>(m: Movement<R>): Moved<R> =>
    () =>
      db.transaction().execute((trx) => moveWithin(trx, m)())
  /** A debit in a transaction of its own: one whose conditional update found the balance gone is rolled back and refused. */
  const debit =
    (m: Movement<InsufficientFunds>): TE.TaskEither<DebitRefusal, LedgerReceipt> =>
    async () => {
      try {
        return await move(m)()
      } catch (err) {
        if (err instanceof Overdraw) return E.left(insufficient)
        throw err
      }
    }

  return {
    balances: async (userId): Promise<PlayerBalances> => {
      const rows = await db.selectFrom('ledger_accounts').select(['kind', 'balance_cents']).where('user_id', '=', userId).execute()
      const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance_cents ?? 0
      const bonusCents = of('bonus')
      const withdrawableCents = of('withdrawable')
      // No provider reports a balance held for the player yet: the third-party row stays at zero.
      return { bonusCents, withdrawableCents, thirdPartyCents: 0, totalCents: bonusCents + withdrawableCents }
    },
    placeBet: (m) => debit(betMovement(m)),
    creditWin: (m) => move(winMovement(m)),
    rollbackBet: (m) => move(betRollbackMovement(m)),
    creditDeposit: (m) => move(depositMovement(m)),
    debitWithdrawal: (m) => debit(withdrawalMovement(m)),
    refundWithdrawal: (m) => move(withdrawalRefundMovement(m)),
    within: (trx) => ({
      placeBet: (m) => moveWithin(trx, betMovement(m)),
      creditWin: (m) => moveWithin(trx, winMovement(m)),
      rollbackBet: (m) => moveWithin(trx, betRollbackMovement(m)),
      debitWithdrawal: (m) => moveWithin(trx, withdrawalMovement(m)),
      refundWithdrawal: (m) => moveWithin(trx, withdrawalRefundMovement(m)),
      grantJoinBonus: async (userId) => {
        // Inside the registration's transaction: a failure here undoes the registration too.
        const granted = await moveWithin(trx, joinBonusMovement(userId))()
        if (E.isLeft(granted)) throw new Error(`join bonus of user ${userId} refused: ${granted.left._tag}`)
      },
      adjustBalance: (m) => moveWithin(trx, adjustmentMovement(m)),
      hasMovement: async (key) => (await findByKey(trx, key)) !== undefined,
    }),
    page: (userId, page) => historyPage(db, userId, page),
  }
}
