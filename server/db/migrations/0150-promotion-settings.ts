import { sql, type Kysely } from 'kysely'

const PERMISSIONS_BEFORE = ['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger', 'manage_operators', 'support']
const KINDS_BEFORE = `'join_bonus', 'bet', 'win', 'rollback', 'deposit', 'withdrawal', 'adjustment', 'bonus_grant', 'bonus_release', 'bonus_forfeit', 'bonus_expiry', 'vip_level_bonus', 'referral_commission'`

const permissionsCheck = (names: readonly string[]) =>
  sql.raw(`check (permissions <@ array[${names.map((n) => `'${n}'`).join(', ')}]::text[])`)

/**
 * Promotions the operator sets (issue 21): one row per key ('join', 'missions', 'happy_hour'; later
 * 'vip_levels', 'referral'), its value a JSON document that the key's io-ts codec validates on
 * write and read. A key with no row uses the server's default (the environment for the join
 * bonus). Mission rewards and happy-hour boosts are grants with ledger kinds of their own, and
 * operators may now be granted `manage_promotions`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promotion_settings (
      key text primary key,
      value jsonb not null,
      updated_at timestamptz not null,
      updated_by bigint references users (id) on delete set null
    )`.execute(db)
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql
    .raw(
      `alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (${KINDS_BEFORE}, 'mission_reward', 'happy_hour_bonus'))`,
    )
    .execute(db)
  await sql`alter table operator_accounts drop constraint if exists operator_accounts_permissions_check`.execute(db)
  await sql`alter table operator_accounts add constraint operator_accounts_permissions_check ${permissionsCheck([...PERMISSIONS_BEFORE, 'manage_promotions'])}`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update operator_accounts set permissions = array_remove(permissions, 'manage_promotions')`.execute(db)
  await sql`alter table operator_accounts drop constraint if exists operator_accounts_permissions_check`.execute(db)
  await sql`alter table operator_accounts add constraint operator_accounts_permissions_check ${permissionsCheck(PERMISSIONS_BEFORE)}`.execute(
    db,
  )
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql
    .raw(`alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (${KINDS_BEFORE}))`)
    .execute(db)
  await sql`drop table promotion_settings`.execute(db)
}
