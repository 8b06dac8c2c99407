import { sql, type Kysely } from 'kysely'

/**
 * The deposit sweep asks every pass for pending crypto deposits by age, to find in NOWPayments'
 * list of payments the ones no IPN ever named (issue 26 §4): a small index of just those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index payment_deposits_pending_crypto on payment_deposits (created_at)
    where provider = 'nowpayments' and status = 'pending'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_deposits_pending_crypto`.execute(db)
}
