import { sql, type Kysely } from 'kysely'

/**
 * Typo-tolerant search by the database's own trigram index: pg_trgm on PostgreSQL (a trusted
 * extension, so the app's own role may create it) and PGlite's bundled build of the same. The
 * extension lives in `public` so every schema on the search path finds its operators, test
 * schemas included; a database has it once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  await sql`create index games_name_trgm on games using gin (name public.gin_trgm_ops)`.execute(db)
  // The provider filter narrows every listing; the home listing orders popular games first.
  await sql`create index games_provider_idx on games (provider_id, id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index games_provider_idx`.execute(db)
  await sql`drop index games_name_trgm`.execute(db)
}
