import { sql, type Kysely } from 'kysely'

/**
 * What a withdrawal sent, beside the USD it debited (amount_cents): the amount and currency that
 * went out (SATS for lightning), the rate it was converted at and the provider's fee, as exact
 * decimal text (issue 26 §3). Null until a payout is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_withdrawals
      add column sent_amount text,
      add column sent_currency text,
      add column exchange_rate text,
      add column fee_amount text,
      add column fee_currency text`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_withdrawals
      drop column sent_amount,
      drop column sent_currency,
      drop column exchange_rate,
      drop column fee_amount,
      drop column fee_currency`.execute(db)
}
