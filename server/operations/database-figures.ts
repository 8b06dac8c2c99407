import { sql } from 'kysely'
import type { Db } from '../db/database'
import { isFinal } from '../payments/withdrawal-states.rules'

/**
 * Figures read from the database when metrics are scraped. They describe the whole installation,
 * so every API process reports the same values: aggregate them with max(), not sum().
 */
export function databaseFigures(db: Db) {
  // Ledger movements are counted incrementally past a cursor. A movement is counted once it is ten
  // seconds old, so one whose transaction commits after a later id was counted is not missed (a
  // money transaction open that long would be a finding of its own).
  let cursor = 0
  return {
    newMovements: async () => {
      const { rows } = await sql<{ kind: string; n: number; cents: number; last: number }>`
        select kind, count(*)::int as n, coalesce(sum(amount_cents), 0)::bigint as cents, max(id) as last
        from ledger_transactions where id > ${cursor} and created_at < now() - interval '10 seconds'
        group by kind`.execute(db)
      cursor = Math.max(cursor, ...rows.map((r) => Number(r.last)))
      return rows
    },
    withdrawals: async () => {
      const { rows } = await sql<{ status: string; n: number; oldest: number }>`
        select status, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as oldest
        from payment_withdrawals group by status`.execute(db)
      return rows.map((r) => ({ status: r.status, count: r.n, oldestSeconds: isFinal(r.status) ? null : r.oldest }))
    },
    passes: async () =>
      db.selectFrom('scheduled_passes').select(['name', 'last_finished_at', 'last_error', 'last_duration_ms', 'runs', 'holder']).execute(),
  }
}

export type DatabaseFigures = ReturnType<typeof databaseFigures>
