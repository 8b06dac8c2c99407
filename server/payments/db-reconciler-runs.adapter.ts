import type { Db } from '../db/database'
import type { ReconcilerRuns } from './reconciler-runs.port'

export function dbReconcilerRuns(db: Db): ReconcilerRuns {
  return {
    record: async (run) => {
      const values = {
        started_at: run.startedAt,
        finished_at: run.finishedAt,
        examined: run.examined,
        changed: run.changed,
        failed: run.failed,
        error: run.error,
      }
      await db
        .insertInto('payment_reconciler_runs')
        .values({ name: run.name, ...values })
        .onConflict((oc) => oc.column('name').doUpdateSet(values))
        .execute()
    },
    last: async (name) => {
      const row = await db.selectFrom('payment_reconciler_runs').selectAll().where('name', '=', name).executeTakeFirst()
      return row === undefined
        ? null
        : {
            name: row.name,
            startedAt: row.started_at,
            finishedAt: row.finished_at,
            examined: row.examined,
            changed: row.changed,
            failed: row.failed,
            error: row.error,
          }
    },
  }
}
