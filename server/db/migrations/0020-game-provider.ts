import { sql, type Kysely } from 'kysely'

/** The demo game provider's sessions, seed pairs and rounds (see server/game-provider). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gp_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('wallet_token', 'text', (c) => c.notNull())
    .addColumn('casino_origin', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('launch_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('launch_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('launch_used_at', 'timestamptz')
    .addColumn('play_token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('gp_seeds')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('gp_sessions.id').onDelete('cascade'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('next_nonce', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute()
  // One seed pair in play per session: rotating reveals the old one in the same transaction.
  await sql`create unique index gp_seeds_one_active on gp_seeds (session_id) where revealed_at is null`.execute(db)

  await db.schema
    .createTable('gp_rounds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('gp_sessions.id').onDelete('cascade'))
    .addColumn('seed_id', 'bigint', (c) => c.notNull().references('gp_seeds.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('mechanic', 'text', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull().check(sql`bet_cents > 0`))
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('win_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`win_cents >= 0`),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('cashout_x100', 'integer')
    .addColumn('balance_after_cents', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addUniqueConstraint('gp_rounds_seed_nonce', ['seed_id', 'nonce'])
    .execute()
  await sql`create index gp_rounds_session on gp_rounds (session_id, created_at desc)`.execute(db)
  // The retry sweep looks only at rounds that still owe a wallet call.
  await sql`create index gp_rounds_unfinished on gp_rounds (status) where status in ('running', 'win_pending', 'rollback_pending', 'betting')`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gp_rounds').execute()
  await db.schema.dropTable('gp_seeds').execute()
  await db.schema.dropTable('gp_sessions').execute()
}
