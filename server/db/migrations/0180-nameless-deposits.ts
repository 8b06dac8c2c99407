import { sql, type Kysely } from 'kysely'

/**
 * The deposit sweep asks every pass for the pending crypto deposits it looked for least recently,
 * to find in NOWPayments' list of payments the ones no IPN ever named (issue 26 §4): a small index
 * of just those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index payment_deposits_pending_crypto on payment_deposits (updated_at)
    where provider = 'nowpayments' and status = 'pending'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_deposits_pending_crypto`.execute(db)
}
