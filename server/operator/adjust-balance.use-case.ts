import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { parseAmount } from '../../src/core/payments/amount.rules'
import { formatUsd } from '../../src/core/shared/money'
import type { Db } from '../db/database'
import type { Ledger, LedgerReceipt } from '../ledger/ledger.port'
import type { AuditLog } from './audit-log.port'
import { players } from './db-player-directory.adapter'
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

export interface Adjusted {
  readonly receipt: LedgerReceipt
  readonly amountCents: number
}

/** The adjustment's ledger key: the console's key, per player, so a retried form moves money once. */
export const adjustmentKey = (playerId: number, key: string): string => `adjustment:${playerId}:${key}`

/**
 * An operator credits or debits a player's balance with a reason: one ledger transaction against the
 * house's adjustments account and its audit entry, in one database transaction. A debit never takes
 * a balance below zero. The same key again moves nothing (a replay); with another amount it is refused.
 */
export const makeAdjustBalance = (deps: { readonly db: Db; readonly ledger: Ledger; readonly audit: AuditLog }) => {
  return (actor: OperatorActor, playerId: number, request: AdjustmentRequest): TE.TaskEither<AdjustmentError, Adjusted> =>
    async () => {
      const cents = parseAmount(request.amount)
      if (E.isLeft(cents)) return E.left({ _tag: 'InvalidAmount', message: cents.left })
      if (cents.right > MAX_ADJUSTMENT_CENTS)
        return E.left({ _tag: 'InvalidAmount', message: `One adjustment moves at most ${formatUsd(MAX_ADJUSTMENT_CENTS)}.` })
      const signed = request.direction === 'credit' ? cents.right : -cents.right
      return deps.db.transaction().execute(async (trx) => {
        if ((await players(trx).select('id').where('id', '=', playerId).executeTakeFirst()) === undefined)
          return E.left({ _tag: 'PlayerNotFound' } as const)
        // Read inside the transaction: on PGlite a second connection would wait for this one.
        const account = await trx
          .selectFrom('ledger_accounts')
          .select('balance_cents')
          .where('user_id', '=', playerId)
          .where('kind', '=', request.balance)
          .executeTakeFirst()
        const before = account?.balance_cents ?? 0
        const moved = await deps.ledger.within(trx).adjustBalance({
          userId: playerId,
          signedCents: signed,
          balance: request.balance,
          idempotencyKey: adjustmentKey(playerId, request.idempotencyKey),
          metadata: { reason: request.reason.trim(), operator_id: actor.operatorId, balance: request.balance },
        })()
        if (E.isLeft(moved)) return E.left(moved.left)
        const receipt = moved.right
        if (!receipt.replayed) {
          await deps.audit.record(trx, {
            operatorId: actor.operatorId,
            via: 'api',
            action: 'player.balance_adjusted',
            target: { type: 'player', id: String(playerId) },
            before: { [`${request.balance}_cents`]: before },
            after: {
              [`${request.balance}_cents`]: before + signed,
              transaction_id: receipt.transactionId,
            },
            reason: request.reason.trim(),
            address: actor.address,
          })
        }
        return E.right({ receipt, amountCents: signed })
      })
    }
}

export type AdjustBalance = ReturnType<typeof makeAdjustBalance>
