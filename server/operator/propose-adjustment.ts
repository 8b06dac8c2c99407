import * as E from 'fp-ts/Either'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor } from './withdrawal-decisions'

export interface ProposedAdjustment {
  readonly playerId: number
  readonly direction: 'credit' | 'debit'
  readonly balance: 'withdrawable' | 'bonus'
  readonly cents: number
  readonly reason: string
  /** The console form's key: the same form sent again finds this proposal instead of making a second. */
  readonly idempotencyKey: string
}

/**
 * The first operator's half of an adjustment over the threshold, inside the caller's transaction:
 * the proposal and its audit entry. Nothing moves until another operator confirms it. The form's
 * key once used for anything else (another amount, balance or direction, or an adjustment made
 * alone) is refused.
 */
export async function proposeAdjustment(
  trx: Transaction<Database>,
  audit: AuditLog,
  actor: OperatorActor,
  p: ProposedAdjustment,
): Promise<E.Either<{ readonly _tag: 'KeyReusedWithOtherAmount' }, { readonly proposalId: number; readonly replayed: boolean }>> {
  const usedAlone = await trx
    .selectFrom('ledger_transactions')
    .select('id')
    .where('idempotency_key', '=', `adjustment:${p.playerId}:${p.idempotencyKey}`)
    .executeTakeFirst()
  if (usedAlone !== undefined) return E.left({ _tag: 'KeyReusedWithOtherAmount' })
  const inserted = await trx
    .insertInto('balance_adjustment_proposals')
    .values({
      player_id: p.playerId,
      direction: p.direction,
      balance: p.balance,
      amount_cents: p.cents,
      reason: p.reason,
      request_key: p.idempotencyKey,
      proposed_by: actor.operatorId,
      decision: null,
      decided_by: null,
      decided_at: null,
      transaction_id: null,
    })
    .onConflict((oc) => oc.columns(['player_id', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted === undefined) {
    const earlier = await trx
      .selectFrom('balance_adjustment_proposals')
      .select(['id', 'direction', 'balance', 'amount_cents'])
      .where('player_id', '=', p.playerId)
      .where('request_key', '=', p.idempotencyKey)
      .executeTakeFirstOrThrow()
    const same = earlier.direction === p.direction && earlier.balance === p.balance && Number(earlier.amount_cents) === p.cents
    return same ? E.right({ proposalId: Number(earlier.id), replayed: true }) : E.left({ _tag: 'KeyReusedWithOtherAmount' })
  }
  const proposalId = Number(inserted.id)
  await audit.record(trx, {
    operatorId: actor.operatorId,
    via: 'api',
    action: 'player.adjustment_proposed',
    target: { type: 'player', id: String(p.playerId) },
    after: { proposal_id: proposalId, direction: p.direction, balance: p.balance, amount_cents: p.cents },
    reason: p.reason,
    address: actor.address,
  })
  return E.right({ proposalId, replayed: false })
}
