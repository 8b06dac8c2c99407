import { sql, type Kysely } from 'kysely'

/**
 * Players' two-factor sign-in (issue 22): the TOTP secret and the last step taken, the recovery
 * codes (SHA-256 only), and the code step of a sign-in, open for minutes and answered once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table two_factor_secrets (
      user_id bigint primary key references users (id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_step bigint,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`
    create table two_factor_recovery_codes (
      id bigserial primary key,
      user_id bigint not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      unique (user_id, code_hash)
    )`.execute(db)
  await sql`
    create table sign_in_challenges (
      token_hash text primary key,
      user_id bigint not null references users (id) on delete cascade,
      password_ok boolean not null,
      address text not null,
      device bigint,
      attempt_id bigint not null,
      expires_at timestamptz not null
    )`.execute(db)
  await sql`create index sign_in_challenges_expiry on sign_in_challenges (expires_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sign_in_challenges`.execute(db)
  await sql`drop table if exists two_factor_recovery_codes`.execute(db)
  await sql`drop table if exists two_factor_secrets`.execute(db)
}
