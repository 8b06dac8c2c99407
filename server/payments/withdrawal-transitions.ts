import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { assertNever } from '../../src/core/shared/assert-never'
import type { Db } from '../db/database'
import type { InsufficientFunds } from '../ledger/ledger.port'
import { isOverdraw, Overdraw } from '../ledger/ledger.port'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import { withdrawalKey, withdrawalRefundKey } from './withdrawal'
import { lockWithdrawal, toWithdrawal } from './withdrawal-rows'
import { canMove, isFinal, W } from './withdrawal-states.rules'
import type { DailyLimitExceeded, ForfeitUnconfirmed, Withdrawals } from './withdrawals.port'
import type { DailyWithdrawalLimit } from '../vip/daily-withdrawal-limit'
import { withinDailyLimit } from '../../src/core/vip/vip-status.rules'
import type { Clock } from '../../src/core/shared/clock.port'

const insufficient: InsufficientFunds = { _tag: 'InsufficientFunds' }

/** The daily withdrawal limit `open` enforces, and the clock whose UTC day it counts. */
export interface WithdrawalLimits {
  readonly dailyLimit: DailyWithdrawalLimit
  readonly clock: Clock
}

/**
 * The steps of a withdrawal that write: each one transaction, each taken under the row's lock.
 * Without `limits` (the bonus model test's ledger-only runs) no daily limit is enforced.
 */
export function withdrawalTransitions(
  db: Db,
  ledger: PaymentLedger,
  limits?: WithdrawalLimits,
): Pick<Withdrawals, 'open' | 'move' | 'refund' | 'repair'> {
  const refundKeys = (id: string, userId: number) => ({
    userId,
    withdrawalIdempotencyKey: withdrawalKey(id),
    idempotencyKey: withdrawalRefundKey(id),
  })
  const changed = { updated_at: sql<Date>`now()`, next_check_at: sql<Date>`now()` }

  return {
    open: (w, status, confirmForfeitCents) => async () => {
      try {
        const requestedAt = limits?.clock.now()
        return await db
          .transaction()
          .execute(async (trx): Promise<E.Either<InsufficientFunds | ForfeitUnconfirmed | DailyLimitExceeded, void>> => {
            const moves = ledger.within(trx)
            // Locks the player's accounts: the day's total below is read behind any other request of theirs.
            const forfeitCents = await moves.pendingForfeit(w.userId)
            if (limits !== undefined && requestedAt !== undefined) {
              const day = await limits.dailyLimit(trx, w.userId, requestedAt)
              if (!withinDailyLimit(day.limitCents, day.withdrawnTodayCents, w.amountCents))
                return E.left({ _tag: 'DailyLimitExceeded', ...day })
            }
            if (forfeitCents > 0 && confirmForfeitCents !== forfeitCents) return E.left({ _tag: 'ForfeitUnconfirmed', forfeitCents })
            if (forfeitCents > 0) await moves.forfeitActiveGrants(w.userId)
            const debit = await ledger.within(trx).debitWithdrawal({
              userId: w.userId,
              amountCents: w.amountCents,
              idempotencyKey: withdrawalKey(w.id),
              metadata: { withdrawal_id: w.id, method: w.method },
            })()
            const keyTaken = () => new Error(`withdrawal ${w.id} could not be debited: its key is taken`)
            if (E.isLeft(debit)) {
              switch (debit.left._tag) {
                case 'InsufficientFunds':
                  // Thrown, not answered: a bonus forfeited above must roll back with the refused withdrawal.
                  throw new Overdraw(`withdrawal ${w.id} is more than the withdrawable balance`)
                case 'KeyReusedWithOtherAmount':
                  throw keyTaken()
                default:
                  return assertNever(debit.left)
              }
            }
            if (debit.right.replayed) throw keyTaken()
            await trx
              .insertInto('payment_withdrawals')
              .values({
                id: w.id,
                user_id: w.userId,
                method: w.method,
                amount_cents: w.amountCents,
                address: w.address,
                payout_currency: w.payoutCurrency,
                status,
                ...(requestedAt === undefined ? {} : { created_at: requestedAt }),
              })
              .execute()
            return E.right(undefined)
          })
      } catch (err) {
        if (isOverdraw(err)) return E.left(insufficient)
        throw err
      }
    },
    move: (id, to, details = {}, alongside) =>
      db.transaction().execute(async (trx) => {
        const row = await lockWithdrawal(trx, id)
        if (row === undefined || !canMove(row.method, row.status, to)) return false
        await alongside?.(trx, toWithdrawal(row))
        await trx
          .updateTable('payment_withdrawals')
          .set({
            status: to,
            ...(details.error !== undefined ? { error: details.error } : {}),
            ...(details.payout !== undefined
              ? { provider_batch_id: details.payout.batchId, provider_payout_id: details.payout.payoutId }
              : {}),
            ...changed,
          })
          .where('id', '=', id)
          .execute()
        return true
      }),
    refund: (id, to, error, alongside) =>
      db.transaction().execute(async (trx) => {
        const row = await lockWithdrawal(trx, id)
        if (row === undefined || !canMove(row.method, row.status, to)) return false
        await alongside?.(trx, toWithdrawal(row))
        const refund = await ledger.within(trx).refundWithdrawal(refundKeys(id, row.user_id))()
        if (E.isLeft(refund)) throw new Error(`withdrawal ${id} could not be refunded: ${refund.left._tag}`)
        await trx
          .updateTable('payment_withdrawals')
          .set({ status: to, error, refunded_at: sql<Date>`now()`, ...changed })
          .where('id', '=', id)
          .execute()
        return true
      }),
    repair: (id) =>
      db.transaction().execute(async (trx) => {
        const row = await lockWithdrawal(trx, id)
        if (row === undefined || isFinal(row.status)) return null
        const set = (status: string, extra: { refunded_at?: ReturnType<typeof sql<Date>> } = {}) =>
          trx
            .updateTable('payment_withdrawals')
            .set({ status, ...extra, ...changed })
            .where('id', '=', id)
            .execute()
            .then(() => status)
        if (await ledger.within(trx).hasMovement(withdrawalRefundKey(id)))
          return set(W.failed, { refunded_at: sql<Date>`coalesce(refunded_at, now())` })
        if (row.status !== W.requested) return null
        // An earlier release recorded, then debited, then paid out in separate commits: the ledger says how far it got.
        if (!(await ledger.within(trx).hasMovement(withdrawalKey(id)))) return set(W.refused)
        return set(row.method === 'speed' ? W.pending : W.unconfirmed)
      }),
  }
}
