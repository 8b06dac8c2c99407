import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { AdjustmentProposalError } from './adjustment-proposals'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor } from './withdrawal-decisions'

/**
 * Declines a proposal (its proposer on second thoughts, or another operator who finds otherwise),
 * with a reason and an audit entry; nothing moves, and the proposal stays on record as declined.
 */
export const makeDeclineAdjustment =
  (deps: { readonly db: Db; readonly audit: AuditLog; readonly clock: Clock }) =>
  (actor: OperatorActor, proposalId: number, reason: string): TE.TaskEither<AdjustmentProposalError, void> =>
  () =>
    deps.db.transaction().execute(async (trx) => {
      const p = await trx.selectFrom('balance_adjustment_proposals').selectAll().where('id', '=', proposalId).forUpdate().executeTakeFirst()
      if (p === undefined) return E.left({ _tag: 'ProposalNotFound' } as const)
      if (p.decision !== null) return E.left({ _tag: 'AlreadyDecided', decision: p.decision } as const)
      await trx
        .updateTable('balance_adjustment_proposals')
        .set({ decision: 'declined', decided_by: actor.operatorId, decided_at: deps.clock.now() })
        .where('id', '=', proposalId)
        .execute()
      await deps.audit.record(trx, {
        operatorId: actor.operatorId,
        via: 'api',
        action: 'player.adjustment_declined',
        target: { type: 'player', id: String(p.player_id) },
        before: {
          proposal_id: proposalId,
          proposed_by: Number(p.proposed_by),
          direction: p.direction,
          balance: p.balance,
          amount_cents: Number(p.amount_cents),
        },
        after: null,
        reason,
        address: actor.address,
      })
      return E.right(undefined)
    })

export type DeclineAdjustment = ReturnType<typeof makeDeclineAdjustment>
