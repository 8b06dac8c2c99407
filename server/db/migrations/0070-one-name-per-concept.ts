import { sql, type Kysely } from 'kysely'

/**
 * One name per concept (docs/architecture/README.md#names): the ledger's balances stream on
 * 'balance_moved' with balance_stream_tickets, and the seamless wallet keeps its nonces and its
 * secret under its own name. Renames only: no row changes but the secret's key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table wallet_stream_tickets rename to balance_stream_tickets`.execute(db)
  await sql`alter index wallet_stream_tickets_expiry rename to balance_stream_tickets_expiry`.execute(db)
  await sql`alter table game_wallet_nonces rename to seamless_wallet_nonces`.execute(db)
  await sql`alter index game_wallet_nonces_seen rename to seamless_wallet_nonces_seen`.execute(db)
  await sql`update app_meta set key = 'seamless_wallet_secret' where key = 'game_wallet_secret'`.execute(db)
  await notifyOn(db, 'balance_moved')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await notifyOn(db, 'wallet_moved')
  await sql`update app_meta set key = 'game_wallet_secret' where key = 'seamless_wallet_secret'`.execute(db)
  await sql`alter index seamless_wallet_nonces_seen rename to game_wallet_nonces_seen`.execute(db)
  await sql`alter table seamless_wallet_nonces rename to game_wallet_nonces`.execute(db)
  await sql`alter index balance_stream_tickets_expiry rename to wallet_stream_tickets_expiry`.execute(db)
  await sql`alter table balance_stream_tickets rename to wallet_stream_tickets`.execute(db)
}

async function notifyOn(db: Kysely<unknown>, channel: 'balance_moved' | 'wallet_moved'): Promise<void> {
  await sql`
    create or replace function ledger_transactions_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(channel)}, tg_table_schema || ':' || new.user_id::text || ':' || new.id::text);
      return null;
    end $$`.execute(db)
}
