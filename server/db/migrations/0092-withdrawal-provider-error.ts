import { sql, type Kysely } from 'kysely'

/**
 * The provider's own words about a withdrawal (a refusal, a failure reason), for the operator only:
 * the player reads ours in `error` (issue 26 §6). Stored after the hostile-input rule (issue 20 §5).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_withdrawals add column provider_error text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_withdrawals drop column provider_error`.execute(db)
}
