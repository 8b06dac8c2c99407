import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuditEntry, PlayerDetail, QueuedWithdrawal } from '../../core/operator/operator'
import type { OperatorGateway } from '../../core/operator/operator-gateway.port'
import { callEndpoint } from './call-endpoint'
import type { AnswerOf } from '../../contracts/endpoint'
import {
  AdjustBalance,
  ApproveWithdrawal,
  AuditAction,
  ConfirmWithdrawalDecision,
  DeclineWithdrawalDecision,
  ProposeWithdrawalDecision,
  GetPlayer,
  LedgerHealth,
  ListAuditLog,
  ListPlayerLedger,
  ListPlayerSessions,
  LockPlayer,
  RevokePlayerSession,
  SearchPlayers,
  UnlockPlayer,
  ListWithdrawalQueue,
  OperatorSignIn,
  OperatorSignOut,
  RecheckWithdrawal,
  RejectWithdrawal,
} from '../../contracts/operator.contract'
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
  decision:
    w.decision === null
      ? null
      : {
          since: w.decision.since,
          why: w.decision.why,
          proposal:
            w.decision.proposal === null
              ? null
              : {
                  outcome: w.decision.proposal.outcome,
                  reference: w.decision.proposal.reference,
                  reason: w.decision.proposal.reason,
                  proposedBy: w.decision.proposal.proposed_by,
                  proposedAt: w.decision.proposal.proposed_at,
                },
        },
})

const toDetail = (p: AnswerOf<typeof GetPlayer>): PlayerDetail => ({
  id: p.id,
  name: p.name,
  username: p.username,
  email: p.email,
  locked: p.locked,
  lockReason: p.lock_reason,
  playBreak: p.play_break === null ? null : { kind: p.play_break.kind, endsAt: p.play_break.ends_at },
  createdAt: p.created_at,
  balances: { bonusCents: p.balances.bonus_cents, withdrawableCents: p.balances.withdrawable_cents, totalCents: p.balances.total_cents },
  grants: p.bonus_grants.map((g) => ({
    id: g.id,
    promotion: g.promotion,
    amountCents: g.amount_cents,
    requirementCents: g.requirement_cents,
    wageredCents: g.wagered_cents,
    state: g.state,
    expiresAt: g.expires_at,
    settledCents: g.settled_cents,
    terms: g.terms,
  })),
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
    proposeDecision: (id, form) =>
      pipe(
        call(ProposeWithdrawalDecision, {
          params: { id },
          body:
            form.outcome === 'paid'
              ? { outcome: 'paid', reference: form.reference, reason: form.reason }
              : { outcome: 'refunded', reason: form.reason },
        }),
        TE.map((a) => toQueued(a.withdrawal)),
      ),
    confirmDecision: (id) =>
      pipe(
        call(ConfirmWithdrawalDecision, { params: { id }, body: {} }),
        TE.map((a) => toQueued(a.withdrawal)),
      ),
    declineDecision: (id, reason) =>
      pipe(
        call(DeclineWithdrawalDecision, { params: { id }, body: { reason } }),
        TE.map((a) => toQueued(a.withdrawal)),
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
    searchPlayers: (q) =>
      pipe(
        call(SearchPlayers, { query: { q, limit: 50 } }),
        TE.map((a) =>
          a.players.map((p) => ({ id: p.id, username: p.username, email: p.email, locked: p.locked, createdAt: p.created_at })),
        ),
      ),
    player: (id) => pipe(call(GetPlayer, { params: { id } }), TE.map(toDetail)),
    playerLedger: (id) =>
      pipe(
        call(ListPlayerLedger, { params: { id }, query: { page: 1, per_page: 50 } }),
        TE.map((a) =>
          a.movements.map((m) => ({
            id: m.id,
            kind: m.kind,
            amountCents: m.amount_cents,
            balanceAfterCents: m.balance_after_cents,
            reason: m.reason,
            at: m.created_at,
          })),
        ),
      ),
    playerSessions: (id) =>
      pipe(
        call(ListPlayerSessions, { params: { id } }),
        TE.map((a) => a.sessions.map((s) => ({ id: s.id, createdAt: s.created_at, expiresAt: s.expires_at, live: s.live }))),
      ),
    revokeSession: (id, sessionId) =>
      pipe(
        call(RevokePlayerSession, { params: { id, session_id: sessionId }, body: {} }),
        TE.map(() => undefined),
      ),
    setLocked: (id, locked, reason) =>
      pipe(
        locked ? call(LockPlayer, { params: { id }, body: { reason } }) : call(UnlockPlayer, { params: { id }, body: { reason } }),
        TE.map(toDetail),
      ),
    adjust: (id, form) =>
      pipe(
        call(AdjustBalance, {
          params: { id },
          body: {
            direction: form.direction,
            balance: form.balance,
            amount: form.amount,
            reason: form.reason,
            idempotency_key: form.idempotencyKey,
          },
        }),
        TE.map((a) => ({ replayed: a.replayed, proposed: a.outcome === 'proposed' })),
      ),
    ledgerHealth: () =>
      pipe(
        call(LedgerHealth, { query: {} }),
        TE.map((h) => ({
          checkedAt: h.checked_at,
          liabilities: {
            bonusCents: h.liabilities.bonus_cents,
            withdrawableCents: h.liabilities.withdrawable_cents,
            totalCents: h.liabilities.total_cents,
            players: h.liabilities.players,
            inFlightCents: h.liabilities.withdrawals_in_flight_cents,
          },
          houseAccounts: h.house_accounts.map((a) => ({ kind: a.kind, balanceCents: a.balance_cents })),
          range: {
            from: h.range.from,
            to: h.range.to,
            totals: (
              [
                'deposits',
                'payouts',
                'refunds',
                'adjustments',
                'bonus_granted',
                'bonus_released',
                'bonus_forfeited',
                'bonus_expired',
              ] as const
            ).map((name) => ({ name, ...h.range[name] })),
          },
          invariants: h.invariants,
          reconciler:
            h.reconciler === null
              ? null
              : {
                  finishedAt: h.reconciler.finished_at,
                  examined: h.reconciler.examined,
                  changed: h.reconciler.changed,
                  failed: h.reconciler.failed,
                  error: h.reconciler.error,
                },
        })),
      ),
  }
}
