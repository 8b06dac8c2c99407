import { sql, type Kysely } from 'kysely'

/** The reality check's interval per player (issue 22): 0 is off, else 15, 30 or 60 minutes of play. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table safer_play_settings (
      user_id bigint primary key references users (id) on delete cascade,
      reality_check_minutes int not null default 0 check (reality_check_minutes in (0, 15, 30, 60))
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists safer_play_settings`.execute(db)
}
