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
  LimitReached,
  PlayerBalances,
} from './ledger.port'
import type { LedgerHistory } from './ledger-history.port'
import { findByKey } from './ledger-transaction-row'
import type { PaymentLedger } from './payment-ledger.port'
import { depositMovement, withdrawalMovement, withdrawalRefundMovement } from './payment-movements'
import { grantBonus } from './bonus-grant'
import { activeGrantsOf, settleGrant } from './bonus-wagering'
import { lockPlayerAccounts } from './player-accounts'
import { forfeitOnWithdrawal, type GrantTerms } from '../../src/core/bonuses/bonus-grants.rules'
import { betMovement, betRollbackMovement, winMovement } from './round-movements'
import { Overdraw } from './ledger.port'
import { runMovement, type Movement } from './run-movement'
import { historyPage } from './transaction-history.query'

const insufficient: InsufficientFunds = { _tag: 'InsufficientFunds' }

/** The join promotion's terms when the configuration names none (docs/product/bonuses.md). */
export const DEFAULT_JOIN_TERMS: GrantTerms = { amountCents: 1000, wageringMultiple: 10, expiryDays: 30 }

export interface LedgerOptions {
  /** The clock grants and settlements are dated by (tests pin it). */
  readonly now?: () => Date
  readonly joinTerms?: GrantTerms
}

type Moved<R extends LedgerRefusal> = TE.TaskEither<R | KeyReusedWithOtherAmount, LedgerReceipt>

/**
 * The double-entry ledger over the database (PGlite or PostgreSQL alike). Each movement is built
 * (and its amount checked) when the method is called; the task it answers moves the money.
 */
export function kyselyLedger(db: Kysely<Database>, options: LedgerOptions = {}): Ledger & PaymentLedger & LedgerHistory {
  const house = houseAccountIds()
  const now = options.now ?? (() => new Date())
  const joinTerms = options.joinTerms ?? DEFAULT_JOIN_TERMS
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
    <R extends InsufficientFunds | LimitReached>(m: Movement<R>): TE.TaskEither<R | DebitRefusal, LedgerReceipt> =>
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
    placeBet: (m) => debit(betMovement(m, now)),
    creditWin: (m) => move(winMovement(m)),
    rollbackBet: (m) => move(betRollbackMovement(m)),
    creditDeposit: (m) => move(depositMovement(m)),
    debitWithdrawal: (m) => debit(withdrawalMovement(m)),
    refundWithdrawal: (m) => move(withdrawalRefundMovement(m)),
    within: (trx) => ({
      placeBet: (m) => moveWithin(trx, betMovement(m, now)),
      creditWin: (m) => moveWithin(trx, winMovement(m)),
      rollbackBet: (m) => moveWithin(trx, betRollbackMovement(m)),
      creditDeposit: (m) => moveWithin(trx, depositMovement(m)),
      debitWithdrawal: (m) => moveWithin(trx, withdrawalMovement(m)),
      refundWithdrawal: (m) => moveWithin(trx, withdrawalRefundMovement(m)),
      // Inside the registration's transaction: a failure here undoes the registration too.
      grantJoinBonus: async (userId, terms = joinTerms) =>
        grantBonus(trx, await house(trx), { userId, promotion: 'join', grantKey: `join:${userId}`, terms }, now()),
      grantBonus: async (g) => grantBonus(trx, await house(trx), g, now()),
      settleGrant: async (grantId, outcome) => settleGrant(trx, await house(trx), grantId, outcome, now()),
      pendingForfeit: async (userId) => {
        const accounts = await lockPlayerAccounts(trx, userId, '')
        return forfeitOnWithdrawal(accounts.bonus.balanceCents, await activeGrantsOf(trx, userId))
      },
      forfeitActiveGrants: async (userId) => {
        let forfeited = 0
        for (const g of await activeGrantsOf(trx, userId))
          forfeited += (await settleGrant(trx, await house(trx), g.id, 'forfeited', now())) ?? 0
        return forfeited
      },
      adjustBalance: (m) => moveWithin(trx, adjustmentMovement(m)),
      hasMovement: async (key) => (await findByKey(trx, key)) !== undefined,
      movementUnder: async (key) => {
        const row = await findByKey(trx, key)
        return row === undefined ? null : { transactionId: row.id, amountCents: row.amount_cents }
      },
    }),
    page: (userId, page) => historyPage(db, userId, page),
  }
}
