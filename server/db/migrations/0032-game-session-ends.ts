import type { Kysely } from 'kysely'

/**
 * A game session ends with the login that launched it (access_token_id: no foreign key, so the
 * token's clean-up never waits on game history; a token gone is a login ended) or when the player
 * changes their password (ended_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('casino_game_sessions').addColumn('access_token_id', 'bigint').addColumn('ended_at', 'timestamptz').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('casino_game_sessions').dropColumn('ended_at').dropColumn('access_token_id').execute()
}
