import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { parseAmount } from '../../src/core/wallet/amount.rules'
import { formatUsd } from '../../src/core/shared/money'
import type { Db } from '../db/database'
import { houseAccountIds } from '../ledger/house-accounts'
import type { LedgerReceipt } from '../ledger/ledger.port'
import type { Leg } from '../ledger/movement-legs'
import { runMovement, type Movement } from '../ledger/run-movement'
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

const adjustmentMovement = (playerId: number, signedCents: number, request: AdjustmentRequest, actor: OperatorActor): Movement => {
  const legs: readonly Leg[] = [
    { account: 'operator_adjustments', cents: -signedCents },
    { account: request.balance, cents: signedCents },
  ]
  return {
    kind: 'adjustment',
    userId: playerId,
    idempotencyKey: adjustmentKey(playerId, request.idempotencyKey),
    metadata: { reason: request.reason.trim(), operator_id: actor.operatorId, balance: request.balance },
    isSame: (row) => row.kind === 'adjustment' && row.user_id === playerId && row.amount_cents === signedCents,
    plan: async (_trx, accounts) =>
      signedCents < 0 && accounts[request.balance].balanceCents < -signedCents ? { _tag: 'InsufficientFunds' } : { legs },
  }
}

/**
 * An operator credits or debits a player's balance with a reason: one ledger transaction against the
 * house's adjustments account and its audit entry, in one database transaction. A debit never takes
 * a balance below zero. The same key again moves nothing (a replay); with another amount it is refused.
 */
export const makeAdjustBalance = (deps: { readonly db: Db; readonly audit: AuditLog }) => {
  const house = houseAccountIds()
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
        const moved = await runMovement(trx, await house(trx), adjustmentMovement(playerId, signed, request, actor))
        if (!moved.ok) {
          const refusal = moved.refusal._tag === 'UnknownMovement' ? 'KeyReusedWithOtherAmount' : moved.refusal._tag
          return E.left({ _tag: refusal } as const)
        }
        if (!moved.receipt.replayed) {
          await deps.audit.record(trx, {
            operatorId: actor.operatorId,
            via: 'api',
            action: 'player.balance_adjusted',
            target: { type: 'player', id: String(playerId) },
            before: { [`${request.balance}_cents`]: before },
            after: {
              [`${request.balance}_cents`]: before + signed,
              transaction_id: moved.receipt.transactionId,
            },
            reason: request.reason.trim(),
            address: actor.address,
          })
        }
        return E.right({ receipt: moved.receipt, amountCents: signed })
      })
    }
}

export type AdjustBalance = ReturnType<typeof makeAdjustBalance>
