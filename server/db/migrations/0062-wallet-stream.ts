import { sql, type Kysely } from 'kysely'

/**
 * The live balance. Every movement of a player's money is a ledger_transactions row, so one
 * trigger there tells every API process (NOTIFY is delivered only when the movement commits, and
 * never for one rolled back) whose balance moved and by which transaction: 'schema:user_id:transaction_id'
 * (several schemas may share a database, as the tests' do).
 * A stream ticket lets the browser's EventSource, which cannot send an Authorization header, open
 * the stream once: a random secret stored as its hash, short-lived, deleted when used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function ledger_transactions_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('wallet_moved', tg_table_schema || ':' || new.user_id::text || ':' || new.id::text);
      return null;
    end $$`.execute(db)
  await sql`
    create trigger ledger_transactions_notify after insert on ledger_transactions
    for each row execute function ledger_transactions_notify()`.execute(db)
  await db.schema
    .createTable('wallet_stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_id', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`create index wallet_stream_tickets_expiry on wallet_stream_tickets (expires_at)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_stream_tickets').execute()
  await sql`drop trigger ledger_transactions_notify on ledger_transactions`.execute(db)
  await sql`drop function ledger_transactions_notify()`.execute(db)
}
