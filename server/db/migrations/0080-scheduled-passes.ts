import { sql, type Kysely } from 'kysely'

/**
 * One row per scheduled pass (server/scheduling): who holds its lease and until when, and how its
 * last run went. Several API processes share the table; the lease decides which one runs a pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table scheduled_passes (
      name text primary key check (name ~ '^[a-z0-9-]{1,64}$'),
      holder text,
      lease_until timestamptz,
      last_started_at timestamptz,
      last_finished_at timestamptz,
      last_error text,
      last_duration_ms integer,
      runs bigint not null default 0,
      check ((holder is null) = (lease_until is null))
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table scheduled_passes`.execute(db)
}
