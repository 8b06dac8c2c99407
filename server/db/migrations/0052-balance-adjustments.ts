import { sql, type Kysely } from 'kysely'

/**
 * Balance adjustments an operator makes: a movement kind of their own (`adjustment`) against a
 * house account of their own (`operator_adjustments`), so the ledger's health screen shows what
 * operators have given and taken apart from games, bonuses and payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db)
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner_kind`.execute(db)
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('bonus', 'withdrawable', 'house_game', 'bonus_fund', 'payment_clearing', 'operator_adjustments'))`.execute(db)
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_owner_kind check (
      (user_id is not null and kind in ('bonus', 'withdrawable') and balance_cents is not null)
      or (user_id is null and kind in ('house_game', 'bonus_fund', 'payment_clearing', 'operator_adjustments') and balance_cents is null)
    )`.execute(db)
  await sql`insert into ledger_accounts (kind) values ('operator_adjustments')`.execute(db)
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql`
    alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in ('join_bonus', 'bet', 'win', 'rollback', 'deposit', 'withdrawal', 'adjustment'))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql`
    alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in ('join_bonus', 'bet', 'win', 'rollback', 'deposit', 'withdrawal'))`.execute(db)
  await sql`delete from ledger_accounts where kind = 'operator_adjustments'`.execute(db)
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner_kind`.execute(db)
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db)
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('bonus', 'withdrawable', 'house_game', 'bonus_fund', 'payment_clearing'))`.execute(db)
  await sql`
    alter table ledger_accounts add constraint ledger_accounts_owner_kind check (
      (user_id is not null and kind in ('bonus', 'withdrawable') and balance_cents is not null)
      or (user_id is null and kind in ('house_game', 'bonus_fund', 'payment_clearing') and balance_cents is null)
    )`.execute(db)
}
