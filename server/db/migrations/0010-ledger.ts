import { sql, type Kysely } from 'kysely'

/**
 * The double-entry ledger. Player accounts keep a stored balance (never negative, CHECK) that each
 * movement updates in the same transaction as its entries; house accounts are summed from entries
 * instead, so a bet never waits on a house-wide row lock. A deferred constraint trigger refuses to
 * commit any transaction whose entries do not sum to zero, and entries are append-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id bigint generated always as identity primary key,
      user_id bigint references users(id) on delete restrict,
      kind text not null check (kind in ('bonus', 'withdrawable', 'house_game', 'bonus_fund', 'payment_clearing')),
      balance_cents bigint check (balance_cents >= 0),
      created_at timestamptz not null default now(),
      constraint ledger_accounts_owner_kind check (
        (user_id is not null and kind in ('bonus', 'withdrawable') and balance_cents is not null)
        or (user_id is null and kind in ('house_game', 'bonus_fund', 'payment_clearing') and balance_cents is null)
      ),
      constraint ledger_accounts_player_kind unique (user_id, kind)
    )`.execute(db)
  await sql`create unique index ledger_accounts_house_kind on ledger_accounts (kind) where user_id is null`.execute(db)
  await sql`insert into ledger_accounts (kind) values ('house_game'), ('bonus_fund'), ('payment_clearing')`.execute(db)

  await sql`
    create table ledger_transactions (
      id bigint generated always as identity primary key,
      kind text not null check (kind in ('join_bonus', 'bet', 'win', 'rollback', 'deposit', 'withdrawal')),
      idempotency_key text not null constraint ledger_transactions_idempotency_key unique,
      user_id bigint not null references users(id) on delete restrict,
      game_id text,
      round_id text,
      amount_cents bigint not null,
      funding text not null check (funding in ('bonus', 'withdrawable', 'mixed')),
      balance_before_cents bigint not null,
      balance_after_cents bigint not null,
      reverses_transaction_id bigint constraint ledger_transactions_reverses unique references ledger_transactions(id),
      created_at timestamptz not null default now(),
      metadata jsonb not null default '{}'::jsonb
    )`.execute(db)
  await sql`create index ledger_transactions_user_newest on ledger_transactions (user_id, id desc)`.execute(db)

  await sql`
    create table ledger_entries (
      id bigint generated always as identity primary key,
      transaction_id bigint not null references ledger_transactions(id),
      account_id bigint not null references ledger_accounts(id),
      amount_cents bigint not null check (amount_cents <> 0)
    )`.execute(db)
  await sql`create index ledger_entries_transaction on ledger_entries (transaction_id)`.execute(db)
  await sql`create index ledger_entries_account on ledger_entries (account_id)`.execute(db)

  await sql`
    create function ledger_entries_balanced() returns trigger language plpgsql as $$
    begin
      if (select sum(amount_cents) from ledger_entries where transaction_id = new.transaction_id) <> 0 then
        raise exception 'ledger transaction % does not balance', new.transaction_id using errcode = '23514';
      end if;
      return null;
    end $$`.execute(db)
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred for each row execute function ledger_entries_balanced()`.execute(db)
  await sql`
    create function ledger_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger entries are append-only' using errcode = '55000';
    end $$`.execute(db)
  await sql`
    create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_entries_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ledger_entries`.execute(db)
  await sql`drop function ledger_entries_balanced()`.execute(db)
  await sql`drop function ledger_entries_append_only()`.execute(db)
  await sql`drop table ledger_transactions`.execute(db)
  await sql`drop table ledger_accounts`.execute(db)
}
