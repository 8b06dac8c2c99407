import type { Db } from '../db/database'
import type { QueuedWithdrawal, WithdrawalQueue } from './withdrawal-queue.port'
import type { WithdrawalEvent } from './withdrawal-stage.rules'

const base = (db: Db) =>
  db
    .selectFrom('payment_withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('withdrawal_decision_proposals as d', 'd.withdrawal_id', 'w.id')
    .leftJoin('users as proposer', 'proposer.id', 'd.proposed_by')
    .select([
      'w.id',
      'w.method',
      'w.status',
      'w.amount_cents',
      'w.currency',
      'w.address',
      'w.payout_currency',
      'w.error',
      'w.refunded_at',
      'w.created_at',
      'w.updated_at',
      'u.id as user_id',
      'u.username',
      'u.email',
      'u.locked_at',
      'w.needs_decision_since',
      'w.needs_decision_why',
      'd.outcome as decision_outcome',
      'd.reference as decision_reference',
      'd.reason as decision_reason',
      'd.proposed_at as decision_proposed_at',
      'proposer.id as proposer_id',
      'proposer.username as proposer_username',
    ])

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>

const toQueued = (r: Row): QueuedWithdrawal => ({
  id: r.id,
  method: r.method,
  status: r.status,
  amountCents: r.amount_cents,
  currency: r.currency,
  address: r.address,
  payoutCurrency: r.payout_currency,
  error: r.error,
  refunded: r.refunded_at !== null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  player: { id: r.user_id, username: r.username, email: r.email, locked: r.locked_at !== null },
  decision:
    r.needs_decision_since === null
      ? null
      : {
          since: r.needs_decision_since,
          why: r.needs_decision_why ?? '',
          proposal:
            r.decision_outcome === null || r.proposer_id === null || r.proposer_username === null || r.decision_proposed_at === null
              ? null
              : {
                  outcome: r.decision_outcome,
                  reference: r.decision_reference,
                  reason: r.decision_reason ?? '',
                  proposedBy: { id: r.proposer_id, username: r.proposer_username },
                  proposedAt: r.decision_proposed_at,
                },
        },
})

export function dbWithdrawalQueue(db: Db): WithdrawalQueue {
  return {
    list: async (f) => {
      let query = base(db).where('w.status', 'in', [...f.statuses])
      if (f.method !== undefined) query = query.where('w.method', '=', f.method)
      if (f.needsDecision === true) query = query.where('w.needs_decision_since', 'is not', null)
      let count = db.selectFrom('payment_withdrawals as w').where('w.status', 'in', [...f.statuses])
      if (f.method !== undefined) count = count.where('w.method', '=', f.method)
      if (f.needsDecision === true) count = count.where('w.needs_decision_since', 'is not', null)
      const [rows, total] = await Promise.all([
        query.orderBy('w.created_at').orderBy('w.id').limit(f.limit).offset(f.offset).execute(),
        count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows: rows.map(toQueued), total: Number(total.n) }
    },
    one: async (id) => {
      const row = await base(db).where('w.id', '=', id).executeTakeFirst()
      return row === undefined ? null : toQueued(row)
    },
    ofPlayer: async (userId, limit) =>
      (await base(db).where('w.user_id', '=', userId).orderBy('w.created_at', 'desc').orderBy('w.id', 'desc').limit(limit).execute()).map(
        toQueued,
      ),
    events: async (ids) => {
      const byId = new Map<string, WithdrawalEvent[]>()
      if (ids.length === 0) return byId
      const rows = await db
        .selectFrom('payment_withdrawal_events')
        .select(['withdrawal_id', 'status', 'error', 'refunded', 'at'])
        .where('withdrawal_id', 'in', [...ids])
        .orderBy('id')
        .execute()
      for (const r of rows) byId.set(r.withdrawal_id, [...(byId.get(r.withdrawal_id) ?? []), r])
      return byId
    },
  }
}
