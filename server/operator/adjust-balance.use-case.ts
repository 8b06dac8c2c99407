import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { sql, type Transaction } from 'kysely'
import { fitsDailyCap, needsSecondOperator, utcDay, type AdjustmentLimits } from '../../src/core/operator/adjustment-limits.rules'
import { parseAmount } from '../../src/core/payments/amount.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import { formatUsd } from '../../src/core/shared/money'
import type { Database, Db } from '../db/database'
import type { Ledger, LedgerReceipt } from '../ledger/ledger.port'
import { applyAdjustment } from './apply-adjustment'
import type { AuditLog } from './audit-log.port'
import { players } from './db-player-directory.adapter'
import { proposeAdjustment } from './propose-adjustment'
import type { OperatorActor } from './withdrawal-decisions'

/** The most one adjustment may move: a larger sum is not a support case but a migration. */
export const MAX_ADJUSTMENT_CENTS = 1_000_000

export interface AdjustmentRequest {
  readonly direction: 'credit' | 'debit'
  readonly balance: 'withdrawable' | 'bonus'
  readonly amount: string | number
  readonly reason: string
  readonly idempotencyKey: string
}

export type AdjustmentError =
  | { readonly _tag: 'PlayerNotFound' }
  | { readonly _tag: 'InvalidAmount'; readonly message: string }
  | { readonly _tag: 'InsufficientFunds' }
  | { readonly _tag: 'KeyReusedWithOtherAmount' }
  /** The operator's adjustments alone today would pass the cap: nothing moved. */
  | { readonly _tag: 'DailyCapReached'; readonly usedCents: number; readonly limits: AdjustmentLimits }

export type Adjusted =
  | { readonly _tag: 'Applied'; readonly receipt: LedgerReceipt; readonly amountCents: number }
  /** Over the threshold: written as a proposal for a second operator; `replayed` when the form's key had made it already. */
  | { readonly _tag: 'Proposed'; readonly proposalId: number; readonly replayed: boolean }

/** The adjustment's ledger key: the console's key, per player, so a retried form moves money once. */
export const adjustmentKey = (playerId: number, key: string): string => `adjustment:${playerId}:${key}`

/** Thrown inside the transaction so the ledger movement it already wrote rolls back with it. */
class CapReached extends Error {
  constructor(readonly usedCents: number) {
    super('DailyCapReached')
  }
}

/**
 * The operator's count for the day, with its row locked until the transaction ends: an upsert that
 * changes nothing takes the row's lock and answers its latest committed count, so of two
 * adjustments at once the second waits here for the first and sees what it added.
 */
async function lockedDayCount(trx: Transaction<Database>, operatorId: number, day: string): Promise<number> {
  const row = await trx
    .insertInto('operator_adjustment_days')
    .values({ operator_id: operatorId, day, adjusted_cents: 0 })
    .onConflict((oc) =>
      oc.columns(['operator_id', 'day']).doUpdateSet({ adjusted_cents: sql<number>`operator_adjustment_days.adjusted_cents` }),
    )
    .returning('adjusted_cents')
    .executeTakeFirstOrThrow()
  return Number(row.adjusted_cents)
}

/**
 * An operator credits or debits a player's balance with a reason. Up to the threshold it is theirs
 * alone: one ledger transaction against the house's adjustments account, its audit entry and its
 * count against their daily cap, in one database transaction (past the cap, nothing moves). Over
 * the threshold it becomes a proposal another operator confirms (confirm-adjustment.use-case.ts).
 * A debit never takes a balance below zero. The same key again moves nothing (a replay); with
 * another amount or balance it is refused.
 */
export const makeAdjustBalance = (deps: {
  readonly db: Db
  readonly ledger: Ledger
  readonly audit: AuditLog
  readonly clock: Clock
  readonly limits: AdjustmentLimits
}) => {
  return (actor: OperatorActor, playerId: number, request: AdjustmentRequest): TE.TaskEither<AdjustmentError, Adjusted> =>
    async () => {
      const cents = parseAmount(request.amount)
      if (E.isLeft(cents)) return E.left({ _tag: 'InvalidAmount', message: cents.left })
      if (cents.right > MAX_ADJUSTMENT_CENTS)
        return E.left({ _tag: 'InvalidAmount', message: `One adjustment moves at most ${formatUsd(MAX_ADJUSTMENT_CENTS)}.` })
      const reason = request.reason.trim()
      const signed = request.direction === 'credit' ? cents.right : -cents.right
      try {
        return await deps.db.transaction().execute(async (trx): Promise<E.Either<AdjustmentError, Adjusted>> => {
          if ((await players(trx).select('id').where('id', '=', playerId).executeTakeFirst()) === undefined)
            return E.left({ _tag: 'PlayerNotFound' })
          if (needsSecondOperator(cents.right, deps.limits)) {
            const proposed = await proposeAdjustment(trx, deps.audit, actor, { ...request, playerId, cents: cents.right, reason })
            return E.isLeft(proposed) ? proposed : E.right({ _tag: 'Proposed', ...proposed.right })
          }
          const proposedBefore = await trx
            .selectFrom('balance_adjustment_proposals')
            .select('id')
            .where('player_id', '=', playerId)
            .where('request_key', '=', request.idempotencyKey)
            .executeTakeFirst()
          if (proposedBefore !== undefined) return E.left({ _tag: 'KeyReusedWithOtherAmount' })
          const day = utcDay(deps.clock.now())
          const countAgainstCap = async () => {
            const used = await lockedDayCount(trx, actor.operatorId, day)
            if (!fitsDailyCap(used, cents.right, deps.limits)) throw new CapReached(used)
            await trx
              .updateTable('operator_adjustment_days')
              .set({ adjusted_cents: used + cents.right })
              .where('operator_id', '=', actor.operatorId)
              .where('day', '=', day)
              .execute()
          }
          const moved = await applyAdjustment(
            trx,
            deps,
            actor,
            'player.balance_adjusted',
            { playerId, balance: request.balance, signedCents: signed, reason, ledgerKey: adjustmentKey(playerId, request.idempotencyKey) },
            countAgainstCap,
          )
          if (E.isLeft(moved)) return E.left(moved.left)
          return E.right({ _tag: 'Applied', receipt: moved.right, amountCents: signed })
        })
      } catch (err) {
        if (err instanceof CapReached) return E.left({ _tag: 'DailyCapReached', usedCents: err.usedCents, limits: deps.limits })
        throw err
      }
    }
}

export type AdjustBalance = ReturnType<typeof makeAdjustBalance>
