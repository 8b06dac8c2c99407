import { sql, type Kysely } from 'kysely'

/**
 * Each provider payment a deposit received, credited once (issue 26 §4–5): a NOWPayments invoice
 * may be paid in part, or paid again (a repeated payment, its own payment_id with parent_payment_id),
 * and every payment id is stored the moment a signed IPN names it, so a sweep can re-read it until
 * it is final. The deposit keeps the USD value of all that arrived (received_cents) beside what it
 * asked for (amount_cents).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_deposits add column received_cents integer not null default 0 check (received_cents >= 0)`.execute(db)
  await sql`update payment_deposits set received_cents = amount_cents where status = 'completed'`.execute(db)
  await sql`
    create table payment_deposit_payments (
      provider text not null check (provider in ('speed', 'nowpayments')),
      provider_payment_id text not null check (provider_payment_id <> ''),
      deposit_id text not null references payment_deposits(id),
      parent_payment_id text,
      status text not null default 'pending',
      final boolean not null default false,
      credited_cents integer check (credited_cents > 0),
      ledger_transaction_id bigint references ledger_transactions(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (provider, provider_payment_id),
      check ((credited_cents is null) = (ledger_transaction_id is null))
    )`.execute(db)
  await sql`create index payment_deposit_payments_open on payment_deposit_payments (updated_at) where not final`.execute(db)
  await sql`create index payment_deposit_payments_deposit on payment_deposit_payments (deposit_id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_deposit_payments`.execute(db)
  await sql`alter table payment_deposits drop column received_cents`.execute(db)
}
