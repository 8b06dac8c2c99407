import { sql } from 'kysely'
import type { Db } from '../db/database'

/** What taking (or keeping) a pass's lease found: whether this process holds it, and whether a run is due. */
export interface LeaseTaken {
  readonly held: boolean
  readonly due: boolean
}

/**
 * The leases of scheduled passes, one row each in `scheduled_passes`. A lease is a holder and an
 * expiry written by one conditional upsert, timed by the database's clock (never the processes'):
 * it is taken when free, expired or already ours, and renewed by taking it again.
 *
 * Why a lease row rather than the alternatives: an advisory lock must live on a connection of its
 * own, which PGlite (one session in this process) cannot give and a transaction-pooling proxy
 * silently breaks; a row held `FOR UPDATE SKIP LOCKED` for the length of a pass would keep a
 * transaction open on that one PGlite session while the pass needs it. A lease row is the same
 * statements on both engines and shows an operator who holds what (`select * from scheduled_passes`).
 * Its price: a holder that dies is replaced only when its lease expires (a holder that stops
 * cleanly releases it at once).
 */
export function dbPassLeases(db: Db, holder: string, leaseMs: number) {
  const leaseSeconds = leaseMs / 1000
  return {
    holder,
    take: async (name: string, everyMs: number): Promise<LeaseTaken> => {
      const { rows } = await sql<{ due: boolean }>`
        insert into scheduled_passes (name, holder, lease_until)
        values (${name}, ${holder}, now() + make_interval(secs => ${leaseSeconds}))
        on conflict (name) do update set holder = excluded.holder, lease_until = excluded.lease_until
        where scheduled_passes.holder = excluded.holder or scheduled_passes.holder is null
           or scheduled_passes.lease_until < now()
        returning (last_started_at is null or last_started_at <= now() - make_interval(secs => ${everyMs / 1000})) as due`.execute(db)
      const row = rows[0]
      return row === undefined ? { held: false, due: false } : { held: true, due: row.due }
    },
    /** Marks a run as begun, only while the lease is still ours: false means another process took it. */
    begin: async (name: string): Promise<boolean> => {
      const result = await db
        .updateTable('scheduled_passes')
        .set({ last_started_at: sql<Date>`now()` })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    /** Records how a run ended, whoever holds the lease now: the run happened. */
    finish: async (name: string, outcome: { readonly error: string | null; readonly durationMs: number }): Promise<void> => {
      await db
        .updateTable('scheduled_passes')
        .set((eb) => ({
          last_finished_at: sql<Date>`now()`,
          last_error: outcome.error,
          last_duration_ms: Math.round(outcome.durationMs),
          runs: eb('runs', '+', 1),
        }))
        .where('name', '=', name)
        .execute()
    },
    /** Hands the lease back (a clean stop), so another process takes the pass at its next look. */
    release: async (name: string): Promise<void> => {
      await db
        .updateTable('scheduled_passes')
        .set({ holder: null, lease_until: null })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute()
    },
  }
}

export type PassLeases = ReturnType<typeof dbPassLeases>
