import type { Kysely } from 'kysely'

/** A database's connections as the metrics show them: open, idle, callers waiting for one, and the most it opens. */
export interface PoolStats {
  readonly total: number
  readonly idle: number
  readonly waiting: number
  readonly max: number
}

const registry = new WeakMap<Kysely<never>, () => PoolStats>()

/** Called where a database is opened (connect.ts), so the metrics can read its pool. */
export const registerPoolStats = <D>(db: Kysely<D>, read: () => PoolStats): void => {
  registry.set(db as unknown as Kysely<never>, read)
}

/** Null for a database not opened by connect.ts. */
export const poolStatsOf = <D>(db: Kysely<D>): PoolStats | null => registry.get(db as unknown as Kysely<never>)?.() ?? null
