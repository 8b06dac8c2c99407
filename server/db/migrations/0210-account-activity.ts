import { sql, type Kysely } from 'kysely'

/**
 * Account activity (issue 22): each sign-in keeps the browser it came from (its User-Agent, cut
 * to 512 characters) and the address, and when it was last used (written at most once a minute).
 * A sign-in that ends (a logout, a session ended from another device, a password change, a lock,
 * a break) tells every API process at once, 'schema:user_id:token_id' on `login_ended`, so the
 * streams it opened end within a moment rather than at their lifetime.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table access_tokens
      add column user_agent text,
      add column address text,
      add column last_used_at timestamptz`.execute(db)
  await sql`
    create function access_tokens_ended_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('login_ended', tg_table_schema || ':' || new.user_id::text || ':' || new.id::text);
      return null;
    end $$`.execute(db)
  await sql`
    create trigger access_tokens_ended_notify after update of revoked_at on access_tokens
    for each row when (old.revoked_at is null and new.revoked_at is not null)
    execute function access_tokens_ended_notify()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists access_tokens_ended_notify on access_tokens`.execute(db)
  await sql`drop function if exists access_tokens_ended_notify()`.execute(db)
  await sql`alter table access_tokens drop column user_agent, drop column address, drop column last_used_at`.execute(db)
}
