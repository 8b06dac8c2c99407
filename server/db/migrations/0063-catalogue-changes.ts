import { sql, type Kysely } from 'kysely'

/**
 * Each API process keeps the catalogue in memory; any change to its tables (a seed, an
 * operator's edit) tells every process to read it again: one NOTIFY per statement, delivered
 * when the change commits. The payload names the schema, as several may share a database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function catalogue_changed_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('catalogue_changed', tg_table_schema);
      return null;
    end $$`.execute(db)
  for (const table of ['games', 'categories', 'providers']) {
    await sql`
      create trigger ${sql.id(`${table}_changed_notify`)} after insert or update or delete or truncate on ${sql.id(table)}
      for each statement execute function catalogue_changed_notify()`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['games', 'categories', 'providers']) {
    await sql`drop trigger ${sql.id(`${table}_changed_notify`)} on ${sql.id(table)}`.execute(db)
  }
  await sql`drop function catalogue_changed_notify()`.execute(db)
}
