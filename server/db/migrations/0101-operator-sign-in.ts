import { sql, type Kysely } from 'kysely'

/**
 * A one-time password expires (operator-commands.ts; one printed before this migration gets a day
 * from now), and failed operator sign-ins are audited: one for a login name nobody has has no
 * operator to name, so the actor check lets that one action through without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_accounts add column temporary_password_expires_at timestamptz`.execute(db)
  await sql`update operator_accounts set temporary_password_expires_at = now() + interval '24 hours' where password_is_temporary`.execute(
    db,
  )
  await sql`alter table operator_audit_log drop constraint operator_audit_log_actor`.execute(db)
  await sql`
    alter table operator_audit_log add constraint operator_audit_log_actor
    check (via = 'cli' or operator_id is not null or action = 'operator.sign_in_failed')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_audit_log drop constraint operator_audit_log_actor`.execute(db)
  await sql`alter table operator_audit_log add constraint operator_audit_log_actor check (via = 'cli' or operator_id is not null)`.execute(
    db,
  )
  await sql`alter table operator_accounts drop column temporary_password_expires_at`.execute(db)
}
