import type { Kysely } from 'kysely'

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * signed in to an account holds a random token whose hash is kept here; its failures count apart
 * (`login_failures.device`), so nobody else's failures hold it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_devices')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('login_devices_last_used_idx').on('login_devices').column('last_used_at').execute()
  await db.schema.alterTable('login_failures').addColumn('device', 'bigint').execute()
  await db.schema.createIndex('login_failures_device_idx').on('login_failures').columns(['device', 'attempted_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_device_idx').execute()
  await db.schema.alterTable('login_failures').dropColumn('device').execute()
  await db.schema.dropTable('login_devices').execute()
}
