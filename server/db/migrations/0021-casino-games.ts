import { sql, type Kysely } from 'kysely'

/** The casino's record of launched game sessions, provider rounds and seen wallet nonces. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('casino_game_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index casino_game_sessions_user on casino_game_sessions (user_id)`.execute(db)

  await db.schema
    .createTable('casino_game_rounds')
    .addColumn('round_id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().references('casino_game_sessions.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull())
    .addColumn('win_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'won', 'rolled_back')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('game_wallet_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index game_wallet_nonces_seen on game_wallet_nonces (seen_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_wallet_nonces').execute()
  await db.schema.dropTable('casino_game_rounds').execute()
  await db.schema.dropTable('casino_game_sessions').execute()
}
