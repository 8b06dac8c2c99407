import { sql, type Kysely } from 'kysely'

/** The games a player launched, one row per game with its latest launch; the listing keeps 20. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recently_played')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('played_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('recently_played_pkey', ['user_id', 'game_id'])
    .execute()
  await sql`create index recently_played_newest on recently_played (user_id, played_at desc, game_id desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recently_played').execute()
}
