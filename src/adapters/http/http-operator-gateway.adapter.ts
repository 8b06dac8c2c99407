import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuditEntry, QueuedWithdrawal } from '../../core/operator/operator'
import type { OperatorGateway } from '../../core/operator/operator-gateway.port'
import { callEndpoint } from './call-endpoint'
import type { AnswerOf } from './contracts/endpoint'
import {
  ApproveWithdrawal,
  AuditAction,
  ListAuditLog,
  ListWithdrawalQueue,
  OperatorSignIn,
  OperatorSignOut,
  RecheckWithdrawal,
  RejectWithdrawal,
} from './contracts/operator.contract'
import type { HttpClient } from './http-client'

type WireRow = AnswerOf<typeof ListWithdrawalQueue>['withdrawals'][number]
type WireEntry = AnswerOf<typeof ListAuditLog>['entries'][number]

const toQueued = (w: WireRow): QueuedWithdrawal => ({
  id: w.id,
  method: w.method,
  status: w.status,
  stage: w.stage,
  amountCents: w.amount_cents,
  destination: w.destination,
  payoutCurrency: w.payout_currency,
  error: w.error,
  refunded: w.refunded,
  createdAt: w.created_at,
  ageSeconds: w.age_seconds,
  player: w.player,
})

const toEntry = (e: WireEntry): AuditEntry => ({
  id: e.id,
  operator: e.operator_username,
  via: e.via,
  action: e.action,
  target: e.target_type === null ? null : `${e.target_type} ${e.target_id ?? ''}`.trim(),
  before: e.before,
  after: e.after,
  reason: e.reason,
  at: e.created_at,
})

/** The console's calls, each through its contract; `http` carries the operator's token, never the player's. */
export const httpOperatorGateway = (http: HttpClient): OperatorGateway => {
  const call = callEndpoint(http)
  return {
    signIn: (form) =>
      pipe(
        call(OperatorSignIn, {
          body: {
            email: form.email,
            password: form.password,
            code: form.code,
            new_password: form.newPassword === '' ? null : form.newPassword,
          },
        }),
        TE.map((a) => ({ token: a.token, expiresAt: a.expires_at, user: a.user })),
      ),
    signOut: () =>
      pipe(
        call(OperatorSignOut, { body: {} }),
        TE.map(() => undefined),
      ),
    queue: (stage) =>
      pipe(
        call(ListWithdrawalQueue, { query: stage === null ? {} : { stage } }),
        TE.map((a) => ({ withdrawals: a.withdrawals.map(toQueued), total: a.total })),
      ),
    approve: (id) =>
      pipe(
        call(ApproveWithdrawal, { params: { id }, body: {} }),
        TE.map((a) => toQueued(a.withdrawal)),
      ),
    reject: (id, reason) =>
      pipe(
        call(RejectWithdrawal, { params: { id }, body: { reason } }),
        TE.map((a) => toQueued(a.withdrawal)),
      ),
    recheck: (id) =>
      pipe(
        call(RecheckWithdrawal, { params: { id }, body: {} }),
        TE.map((a) => ({ withdrawal: toQueued(a.withdrawal), changed: a.changed })),
      ),
    auditLog: (filter) =>
      pipe(
        call(ListAuditLog, {
          query: {
            ...(filter.action !== undefined && AuditAction.is(filter.action) ? { action: filter.action } : {}),
            ...(filter.targetId !== undefined && filter.targetId !== '' ? { target_id: filter.targetId } : {}),
            limit: 100,
          },
        }),
        TE.map((a) => a.entries.map(toEntry)),
      ),
  }
}
