import { sql, type Kysely } from 'kysely'

/**
 * Operators and what they do. An operator is a users row with the `operator` role and a row here:
 * the TOTP secret of their second factor (and the last time step a code was accepted at, so a code
 * is never taken twice), whether their password is still the one-time one the command line printed,
 * and the permissions granted to them. Players can be locked. Access tokens say whether an operator
 * sign-in (password and TOTP) or a player's login issued them. The audit log is append-only: a
 * trigger refuses every UPDATE, DELETE and TRUNCATE, so an action once recorded stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column locked_at timestamptz`.execute(db)
  await sql`alter table users add column lock_reason text`.execute(db)
  await sql`alter table access_tokens add column kind text not null default 'player' check (kind in ('player', 'operator'))`.execute(db)

  await sql`
    create table operator_accounts (
      user_id bigint primary key references users(id) on delete restrict,
      totp_secret text not null,
      totp_last_step bigint,
      password_is_temporary boolean not null default true,
      permissions text[] not null default '{}'
        check (permissions <@ array['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger']::text[]),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)

  await sql`
    create table operator_audit_log (
      id bigint generated always as identity primary key,
      operator_id bigint references users(id) on delete restrict,
      via text not null check (via in ('api', 'cli')),
      action text not null check (action ~ '^[a-z_]+(\\.[a-z_]+)+$'),
      target_type text,
      target_id text,
      before jsonb,
      after jsonb,
      reason text,
      address text,
      created_at timestamptz not null default now(),
      constraint operator_audit_log_actor check (via = 'cli' or operator_id is not null)
    )`.execute(db)
  await sql`create index operator_audit_log_target on operator_audit_log (target_type, target_id, id desc)`.execute(db)
  await sql`create index operator_audit_log_operator on operator_audit_log (operator_id, id desc)`.execute(db)
  await sql`create index operator_audit_log_action on operator_audit_log (action, id desc)`.execute(db)
  await sql`
    create function operator_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the operator audit log is append-only' using errcode = '55000';
    end $$`.execute(db)
  await sql`
    create trigger operator_audit_log_append_only before update or delete on operator_audit_log
    for each row execute function operator_audit_log_append_only()`.execute(db)
  await sql`
    create trigger operator_audit_log_no_truncate before truncate on operator_audit_log
    for each statement execute function operator_audit_log_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table operator_audit_log`.execute(db)
  await sql`drop function operator_audit_log_append_only()`.execute(db)
  await sql`drop table operator_accounts`.execute(db)
  await sql`alter table access_tokens drop column kind`.execute(db)
  await sql`alter table users drop column lock_reason`.execute(db)
  await sql`alter table users drop column locked_at`.execute(db)
}
