import { sql, type Kysely } from 'kysely'

const OLD_KINDS = `'join_bonus', 'bet', 'win', 'rollback', 'deposit', 'withdrawal', 'adjustment', 'bonus_grant', 'bonus_release', 'bonus_forfeit', 'bonus_expiry'`
const NEW_KINDS = `${OLD_KINDS}, 'vip_level_bonus', 'referral_commission'`

/**
 * VIP levels and referrals (docs/product/vip-and-referrals.md). Each player account counts what was
 * staked from it (`wagered_cents`, kept by the very statement that writes a bet or its rollback, so
 * a bet costs no more round trips), filled here from the entries of the bets and rollbacks so far.
 * A level bonus and a week's commission are grants of their own ledger kinds. A referral is one row
 * per referred player (one referrer at most); a commission, one row per referred player and week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql.raw(`alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (${NEW_KINDS}))`).execute(db)
  await sql`alter table ledger_accounts add column wagered_cents bigint not null default 0`.execute(db)
  await sql`
    update ledger_accounts as a set wagered_cents = s.wagered
    from (
      select e.account_id, -sum(e.amount_cents) as wagered
      from ledger_entries as e join ledger_transactions as t on t.id = e.transaction_id
      where t.kind in ('bet', 'rollback')
      group by e.account_id
    ) as s
    where a.id = s.account_id and a.user_id is not null`.execute(db)
  await sql`
    create table referrals (
      referred_id bigint primary key references users(id) on delete restrict,
      referrer_id bigint not null references users(id) on delete restrict,
      created_at timestamptz not null,
      constraint referrals_not_self check (referred_id <> referrer_id)
    )`.execute(db)
  await sql`create index referrals_referrer on referrals (referrer_id, created_at)`.execute(db)
  await sql`
    create table referral_commissions (
      referred_id bigint not null references users(id) on delete restrict,
      week_start timestamptz not null,
      referrer_id bigint not null references users(id) on delete restrict,
      net_loss_cents bigint not null,
      commission_cents bigint not null check (commission_cents >= 0),
      grant_key text not null,
      primary key (referred_id, week_start)
    )`.execute(db)
  await sql`create index referral_commissions_referrer on referral_commissions (referrer_id, week_start)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table referral_commissions`.execute(db)
  await sql`drop table referrals`.execute(db)
  await sql`alter table ledger_accounts drop column wagered_cents`.execute(db)
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql.raw(`alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (${OLD_KINDS}))`).execute(db)
}
