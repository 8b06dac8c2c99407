import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { Withdrawal } from '../payments/withdrawal'
import type { Alongside } from '../payments/withdrawals.port'
import type { AuditAction } from '../../src/core/operator/audit-actions.rules'
import type { AuditLog } from './audit-log.port'

/** Who acts, from where: every decision's audit entry names them. */
export interface OperatorActor {
  readonly operatorId: number
  readonly address: string
}

export type WithdrawalDecisionError =
  | { readonly _tag: 'NotFound' }
  | { readonly _tag: 'NotLightning' }
  /** Another decision (an operator, the provider, the reconciler) came first: the withdrawal is `status` now. */
  | { readonly _tag: 'AlreadyDecided'; readonly status: string }
  /** Nothing at the provider to read yet (no payout id was ever answered). */
  | { readonly _tag: 'NothingToRead'; readonly status: string }
  | { readonly _tag: 'ProviderUnavailable' }
  /** Only a withdrawal the reconciler handed to operators is settled by a proposal and its confirmation. */
  | { readonly _tag: 'NotAwaitingDecision'; readonly status: string }
  | { readonly _tag: 'AlreadyProposed' }
  | { readonly _tag: 'NoProposal' }
  /** Four eyes: the operator who proposed a decision cannot also confirm it. */
  | { readonly _tag: 'SameOperator' }

/** An audit entry written in the withdrawal step's own transaction, with the status before and after. */
export const audited =
  (
    audit: AuditLog,
    actor: OperatorActor,
    action: AuditAction,
    after: { readonly status: string; readonly error?: string | null },
    reason?: string,
  ): Alongside =>
  async (trx: Transaction<Database>, before: Withdrawal) =>
    audit.record(trx, {
      operatorId: actor.operatorId,
      via: 'api',
      action,
      target: { type: 'withdrawal', id: before.id },
      before: { status: before.status, error: before.error, amount_cents: before.amountCents, player_id: before.userId },
      after: { status: after.status, error: after.error ?? before.error, amount_cents: before.amountCents, player_id: before.userId },
      reason: reason ?? null,
      address: actor.address,
    })
