import { sql, type Kysely } from 'kysely'

/** The manage_operators permission (roles.ts): lock, unlock and sign out other operators in the console. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_accounts drop constraint operator_accounts_permissions_check`.execute(db)
  await sql`
    alter table operator_accounts add constraint operator_accounts_permissions_check
    check (permissions <@ array['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger', 'manage_operators']::text[])`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update operator_accounts set permissions = array_remove(permissions, 'manage_operators')`.execute(db)
  await sql`alter table operator_accounts drop constraint operator_accounts_permissions_check`.execute(db)
  await sql`
    alter table operator_accounts add constraint operator_accounts_permissions_check
    check (permissions <@ array['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger']::text[])`.execute(db)
}
