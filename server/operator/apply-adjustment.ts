import * as E from 'fp-ts/Either'
import type { Transaction } from 'kysely'
import type { AuditAction } from '../../src/core/operator/audit-actions.rules'
import type { Database } from '../db/database'
import type { DebitRefusal, Ledger, LedgerReceipt } from '../ledger/ledger.port'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor } from './withdrawal-decisions'

export interface AdjustmentMove {
  readonly playerId: number
  readonly balance: 'withdrawable' | 'bonus'
  /** Positive for a credit, negative for a debit. */
  readonly signedCents: number
  readonly reason: string
  readonly ledgerKey: string
  /** Who proposed it, when a second operator carries it out. */
  readonly proposal?: { readonly id: number; readonly proposedBy: number }
}

/**
 * One adjustment's ledger transaction and its audit entry, inside the caller's transaction: the
 * same for an adjustment an operator makes alone and for a proposal another operator confirms.
 * A replay (the key moved money already) writes no second audit entry.
 */
export async function applyAdjustment(
  trx: Transaction<Database>,
  deps: { readonly ledger: Ledger; readonly audit: AuditLog },
  actor: OperatorActor,
  action: AuditAction,
  move: AdjustmentMove,
  /** Run once the money moved (not on a replay), before the audit entry: the daily cap's count, which may throw to roll back. */
  moved?: () => Promise<void>,
): Promise<E.Either<DebitRefusal, LedgerReceipt>> {
  // Read inside the transaction: on PGlite a second connection would wait for this one.
  const account = await trx
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('user_id', '=', move.playerId)
    .where('kind', '=', move.balance)
    .executeTakeFirst()
  const before = account?.balance_cents ?? 0
  const result = await deps.ledger.within(trx).adjustBalance({
    userId: move.playerId,
    signedCents: move.signedCents,
    balance: move.balance,
    idempotencyKey: move.ledgerKey,
    metadata: {
      reason: move.reason,
      operator_id: move.proposal?.proposedBy ?? actor.operatorId,
      balance: move.balance,
      ...(move.proposal !== undefined ? { proposal_id: move.proposal.id, approved_by: actor.operatorId } : {}),
    },
  })()
  if (E.isLeft(result) || result.right.replayed) return result
  // Before the audit entry, whose hash chain serialises every audited transaction: the count holds its own lock.
  if (moved !== undefined) await moved()
  await deps.audit.record(trx, {
    operatorId: actor.operatorId,
    via: 'api',
    action,
    target: { type: 'player', id: String(move.playerId) },
    before: {
      [`${move.balance}_cents`]: before,
      ...(move.proposal !== undefined ? { proposal_id: move.proposal.id, proposed_by: move.proposal.proposedBy } : {}),
    },
    after: { [`${move.balance}_cents`]: before + move.signedCents, transaction_id: result.right.transactionId },
    reason: move.reason,
    address: actor.address,
  })
  return result
}
