import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { mayConfirm } from '../../src/core/operator/four-eyes.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import type { AdjustmentProposalError } from './adjustment-proposals'
import { applyAdjustment } from './apply-adjustment'
import type { AuditLog } from './audit-log.port'
import type { OperatorActor } from './withdrawal-decisions'

/** The ledger key of a confirmed proposal: one per proposal, so it moves money once whoever confirms and however often. */
export const proposalLedgerKey = (proposalId: number): string => `adjustment-proposal:${proposalId}`

/**
 * The second operator's half: the proposal, read under its row lock, is carried out (its ledger
 * transaction and audit entry) and marked confirmed, in one database transaction. The proposer
 * cannot confirm; of two confirmations at once the second waits for the lock and finds it decided.
 * A debit the balance no longer holds moves nothing and leaves the proposal waiting.
 */
export const makeConfirmAdjustment =
  (deps: { readonly db: Db; readonly ledger: Ledger; readonly audit: AuditLog; readonly clock: Clock }) =>
  (actor: OperatorActor, proposalId: number): TE.TaskEither<AdjustmentProposalError, { readonly transactionId: number }> =>
  () =>
    deps.db.transaction().execute(async (trx) => {
      const p = await trx.selectFrom('balance_adjustment_proposals').selectAll().where('id', '=', proposalId).forUpdate().executeTakeFirst()
      if (p === undefined) return E.left({ _tag: 'ProposalNotFound' } as const)
      if (p.decision !== null) return E.left({ _tag: 'AlreadyDecided', decision: p.decision } as const)
      if (!mayConfirm(Number(p.proposed_by), actor.operatorId)) return E.left({ _tag: 'SameOperator' } as const)
      const cents = Number(p.amount_cents)
      const moved = await applyAdjustment(trx, deps, actor, 'player.adjustment_confirmed', {
        playerId: Number(p.player_id),
        balance: p.balance,
        signedCents: p.direction === 'credit' ? cents : -cents,
        reason: p.reason,
        ledgerKey: proposalLedgerKey(proposalId),
        proposal: { id: proposalId, proposedBy: Number(p.proposed_by) },
      })
      if (E.isLeft(moved)) {
        // The key is the proposal's own: another amount under it cannot happen; a missing balance can.
        if (moved.left._tag === 'InsufficientFunds') return E.left({ _tag: 'InsufficientFunds' } as const)
        throw new Error(`proposal ${proposalId}: its ledger key holds another movement`)
      }
      await trx
        .updateTable('balance_adjustment_proposals')
        .set({
          decision: 'confirmed',
          decided_by: actor.operatorId,
          decided_at: deps.clock.now(),
          transaction_id: moved.right.transactionId,
        })
        .where('id', '=', proposalId)
        .execute()
      return E.right({ transactionId: moved.right.transactionId })
    })

export type ConfirmAdjustment = ReturnType<typeof makeConfirmAdjustment>
