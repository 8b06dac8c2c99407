import { rmSync } from 'node:fs'
import { connect } from '../../server/db/connect'
import type { Db } from '../../server/db/database'
import { migrateToLatest } from '../../server/db/migrate'
import type { FreshDatabase } from './fresh-database'

/**
 * A migrated connection for measurements that use the database directly. PGlite allows one
 * process per folder and the server may hold the run's, so it gets a fresh folder of its own;
 * on PostgreSQL it is the run's fresh database.
 */
export async function ledgerDatabase(
  database: FreshDatabase,
  pgliteDir: string,
): Promise<{ readonly db: Db; readonly close: () => Promise<void> }> {
  if (database.engine === 'postgres') {
    const db = connect({ kind: 'postgres', url: database.url! })
    await migrateToLatest(db)
    return { db, close: () => db.destroy() }
  }
  rmSync(pgliteDir, { recursive: true, force: true })
  const db = connect({ kind: 'pglite', dataDir: pgliteDir })
  await migrateToLatest(db)
  return {
    db,
    close: async () => {
      await db.destroy()
      rmSync(pgliteDir, { recursive: true, force: true })
    },
  }
}
