import { sql, type Kysely } from 'kysely'

/**
 * Deposit and loss limits (issue 22): one row per player, kind and period. `cents` is the limit
 * in force (null: none); a raise or removal waits in `next_cents` until `next_at`, and applies by
 * itself from then (read as in force; folded in at the next change). The index serves the net
 * loss of a player with a loss limit: their game movements since the start of the month or week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table safer_play_limits (
      user_id bigint not null references users (id) on delete cascade,
      kind text not null check (kind in ('deposit', 'loss')),
      period text not null check (period in ('day', 'week', 'month')),
      cents bigint check (cents > 0),
      next_cents bigint check (next_cents > 0),
      next_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind, period),
      check (next_at is not null or next_cents is null)
    )`.execute(db)
  await sql`create index ledger_transactions_user_game_time on ledger_transactions (user_id, created_at) where kind in ('bet', 'win', 'rollback')`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_transactions_user_game_time`.execute(db)
  await sql`drop table if exists safer_play_limits`.execute(db)
}
