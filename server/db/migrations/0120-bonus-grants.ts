import { sql, type Kysely } from 'kysely'

const OLD_KINDS = `'join_bonus', 'bet', 'win', 'rollback', 'deposit', 'withdrawal', 'adjustment'`
const NEW_KINDS = `${OLD_KINDS}, 'bonus_grant', 'bonus_release', 'bonus_forfeit', 'bonus_expiry'`

/**
 * Bonus grants (docs/product/bonuses.md): each bonus a row with its amount, wagering requirement,
 * expiry and state, moved only by its own ledger kinds. A bet's wager toward a grant is a row of
 * bonus_wagers, so a rollback takes back exactly what the bet counted. A bet's win finds the bet by
 * its round (the partial index), to pay its bonus-funded share back to the bonus balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql.raw(`alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (${NEW_KINDS}))`).execute(db)
  await sql`
    create table bonus_grants (
      id bigint generated always as identity primary key,
      user_id bigint not null references users(id) on delete restrict,
      promotion text not null,
      grant_key text not null constraint bonus_grants_grant_key unique,
      amount_cents bigint not null check (amount_cents > 0),
      requirement_cents bigint not null check (requirement_cents >= 0),
      wagered_cents bigint not null default 0 check (wagered_cents >= 0),
      state text not null default 'active' check (state in ('active', 'released', 'forfeited', 'expired')),
      granted_at timestamptz not null,
      expires_at timestamptz not null,
      settled_cents bigint check (settled_cents >= 0),
      settled_at timestamptz,
      constraint bonus_grants_settled check ((state = 'active') = (settled_at is null))
    )`.execute(db)
  await sql`create index bonus_grants_user_active on bonus_grants (user_id, id) where state = 'active'`.execute(db)
  await sql`create index bonus_grants_expiring on bonus_grants (expires_at) where state = 'active'`.execute(db)
  await sql`
    create table bonus_wagers (
      transaction_id bigint primary key references ledger_transactions(id),
      grant_id bigint not null references bonus_grants(id),
      cents bigint not null check (cents > 0)
    )`.execute(db)
  await sql`create index ledger_transactions_round_bets on ledger_transactions (user_id, round_id) where kind = 'bet'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_transactions_round_bets`.execute(db)
  await sql`drop table bonus_wagers`.execute(db)
  await sql`drop table bonus_grants`.execute(db)
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(db)
  await sql.raw(`alter table ledger_transactions add constraint ledger_transactions_kind_check check (kind in (${OLD_KINDS}))`).execute(db)
}
