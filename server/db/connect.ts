import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './database'
import { registerNotifications, pgliteNotifications, postgresNotifications } from './notifications'
import { PGliteDialect } from './pglite-dialect'
import { preparingPool } from './prepared-statements'
import { registerPoolStats } from './pool-stats'

const INT8 = 20
/** Connections per API process: N processes hold up to N × this, plus one LISTEN connection each. */
const POOL_SIZE = 10

/** Where the data lives: a PostgreSQL server, or an embedded PGlite in a folder (or in memory). */
export type DatabaseTarget =
  | { readonly kind: 'postgres'; readonly url: string; readonly schema?: string }
  | { readonly kind: 'pglite'; readonly dataDir?: string; readonly loadDataDir?: Blob }

// Cents and counts fit in a JS number; both engines hand int8 back as a number, not a string.
pg.types.setTypeParser(INT8, (v) => Number(v))

export function openPGlite(options: { readonly dataDir?: string; readonly loadDataDir?: Blob } = {}): PGlite {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  return new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    parsers: { [INT8]: (v: string) => Number(v) },
    // The game search's trigram index (migration 0060): PGlite bundles pg_trgm; it loads on demand.
    extensions: { pg_trgm },
  })
}

export const overPGlite = (pglite: PGlite): Kysely<Database> => {
  const dialect = new PGliteDialect(pglite)
  const db = new Kysely<Database>({ dialect })
  registerPoolStats(db, () => ({ ...dialect.stats(), max: 1 }))
  return registerNotifications(db, pgliteNotifications(pglite, db))
}

export function connect(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'pglite') return overPGlite(openPGlite(target))
  const settings = {
    connectionString: target.url,
    // `public` follows the schema: extensions such as pg_trgm live there, once per database.
    ...(target.schema ? { options: `-c search_path=${target.schema},public` } : {}),
  }
  const pool = new pg.Pool({ ...settings, max: POOL_SIZE })
  // An idle connection that the server ends (a restart, a failover, pg_terminate_backend) is
  // dropped from the pool and replaced when next needed; unheard, its error would end the process.
  pool.on('error', () => undefined)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) })
  registerPoolStats(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }))
  return registerNotifications(db, postgresNotifications(settings))
}
