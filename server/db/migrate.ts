import { Migrator, type Kysely } from 'kysely'
import type { Database } from './database'
import { MIGRATIONS } from './migrations/migration-list'

/**
 * Brings the schema up to date; throws (and the server does not start) when a migration fails.
 * `schema` names where Kysely keeps its bookkeeping tables when the connection is not on the
 * default schema, so several schemas in one database never share a migration lock.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<readonly string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
