import type { FastifyInstance } from 'fastify'
import { LedgerHealth, ListAuditLog } from '../../../src/contracts/operator.contract'
import type { OperatorArea } from '../../composition/operator.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { RECONCILER_NAME } from '../../payments/reconcile-withdrawals.use-case'
import { ledgerHealth } from '../ledger-health.query'

const DAY_MS = 86_400_000
/** A range longer than this is a report, not a health check. */
const MAX_RANGE_MS = 366 * DAY_MS

/** The ledger's health and the audit log (permission view_ledger). */
export function operatorLedgerRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('view_ledger')

    routeEndpoint(app, LedgerHealth, { onRequest }, async (request, reply) => {
      const now = area.clock.now()
      const to = request.query.to ?? now
      const from = request.query.from ?? new Date(to.getTime() - 30 * DAY_MS)
      if (from >= to || to.getTime() - from.getTime() > MAX_RANGE_MS) {
        const message = 'The range must start before it ends and span at most 366 days.'
        return reply.status(422).send({ message, errors: { from: [message] } })
      }
      const report = await ledgerHealth(area.db, from, to, area.withdrawalGraceMs)
      const run = await area.reconcilerRuns.last(RECONCILER_NAME)
      reply.header('Cache-Control', 'no-store')
      return {
        checked_at: now.toISOString(),
        liabilities: {
          bonus_cents: report.liabilities.bonusCents,
          withdrawable_cents: report.liabilities.withdrawableCents,
          total_cents: report.liabilities.bonusCents + report.liabilities.withdrawableCents,
          players: report.liabilities.players,
          withdrawals_in_flight_cents: report.liabilities.withdrawalsInFlightCents,
        },
        house_accounts: report.houseAccounts.map((h) => ({ kind: h.kind, balance_cents: h.balanceCents })),
        range: { from: from.toISOString(), to: to.toISOString(), ...report.range },
        invariants: report.invariants.map((i) => ({ name: i.name, holds: i.holds, detail: i.detail })),
        reconciler:
          run === null
            ? null
            : {
                started_at: run.startedAt.toISOString(),
                finished_at: run.finishedAt.toISOString(),
                examined: run.examined,
                changed: run.changed,
                failed: run.failed,
                error: run.error,
              },
      }
    })

    routeEndpoint(app, ListAuditLog, { onRequest }, async (request) => {
      const q = request.query
      const limit = Math.min(q.limit ?? 50, 200)
      const entries = await area.audit.list({
        ...(q.operator_id !== undefined ? { operatorId: q.operator_id } : {}),
        ...(q.action !== undefined ? { action: q.action } : {}),
        ...(q.target_type !== undefined ? { targetType: q.target_type } : {}),
        ...(q.target_id !== undefined ? { targetId: q.target_id } : {}),
        ...(q.from !== undefined ? { from: q.from } : {}),
        ...(q.to !== undefined ? { to: q.to } : {}),
        ...(q.before_id !== undefined ? { beforeId: q.before_id } : {}),
        limit,
      })
      return {
        entries: entries.map((e) => ({
          id: e.id,
          operator_id: e.operatorId,
          operator_username: e.operatorUsername,
          via: e.via,
          action: e.action,
          target_type: e.target?.type ?? null,
          target_id: e.target?.id ?? null,
          before: e.before ?? null,
          after: e.after ?? null,
          reason: e.reason ?? null,
          address: e.address ?? null,
          created_at: e.createdAt.toISOString(),
        })),
        next_before_id: entries.length === limit ? (entries.at(-1)?.id ?? null) : null,
      }
    })
  }
}
