import { sql, type Kysely } from 'kysely'

/**
 * Deposits and withdrawals through the payment providers, and the sandboxes' own records (so
 * every API process sees the same sandbox payments). Money itself moves only in the ledger; these
 * rows say which provider object a movement belongs to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_deposits (
      id text primary key,
      user_id bigint not null references users(id) on delete restrict,
      provider text not null check (provider in ('speed', 'nowpayments')),
      provider_payment_id text not null,
      amount_cents bigint not null check (amount_cents > 0),
      currency text not null default 'USD',
      status text not null check (status in ('pending', 'partially_paid', 'completed', 'expired', 'cancelled', 'failed')),
      payment_request text,
      checkout_url text,
      order_id text,
      expires_at timestamptz,
      recorded_at timestamptz,
      invoice_issued_at timestamptz,
      ledger_transaction_id bigint references ledger_transactions(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint payment_deposits_provider_payment unique (provider, provider_payment_id),
      constraint payment_deposits_completed_credited check (status <> 'completed' or ledger_transaction_id is not null)
    )`.execute(db)
  await sql`create index payment_deposits_user_newest on payment_deposits (user_id, created_at desc)`.execute(db)
  await sql`create unique index payment_deposits_order on payment_deposits (order_id) where order_id is not null`.execute(db)

  await sql`
    create table payment_withdrawals (
      id text primary key,
      user_id bigint not null references users(id) on delete restrict,
      method text not null check (method in ('speed', 'nowpayments')),
      amount_cents bigint not null check (amount_cents > 0),
      currency text not null default 'USD',
      address text not null,
      payout_currency text,
      status text not null check (status ~ '^[A-Z_]{2,32}$'),
      error text,
      provider_batch_id text,
      provider_payout_id text constraint payment_withdrawals_payout unique,
      refunded_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index payment_withdrawals_user_newest on payment_withdrawals (user_id, created_at desc)`.execute(db)

  await sql`
    create table payment_sandbox_objects (
      id text primary key,
      kind text not null,
      data jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_sandbox_objects`.execute(db)
  await sql`drop table payment_withdrawals`.execute(db)
  await sql`drop table payment_deposits`.execute(db)
}
