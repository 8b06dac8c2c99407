import { sql, type Kysely } from 'kysely'

/**
 * Cool-offs and self-exclusions (issue 22): one row per player, the break in force or the last
 * one. `ends_at` null is permanent. Only ever lengthened (exclusion.rules.ts): no route shortens
 * or lifts one, the operator's console included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table play_breaks (
      user_id bigint primary key references users (id) on delete cascade,
      kind text not null check (kind in ('cool_off', 'self_exclusion')),
      started_at timestamptz not null,
      ends_at timestamptz,
      check (ends_at is null or ends_at > started_at)
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists play_breaks`.execute(db)
}
