import { sql, type Kysely } from 'kysely'

/**
 * Login throttling by account and address together (login-throttle.rules.ts): one row per failed
 * (or in-flight) password check, and the addresses each account logged in from lately. The old
 * per-account and per-address rows go: they only ever held the last 15 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    // Whether the account was known at the address when the attempt came: strangers count apart.
    .addColumn('known', 'boolean', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('login_failures_account_idx').on('login_failures').columns(['account', 'attempted_at']).execute()
  await db.schema.createIndex('login_failures_address_idx').on('login_failures').columns(['address', 'attempted_at']).execute()
  await db.schema.createIndex('login_failures_attempted_at_idx').on('login_failures').column('attempted_at').execute()

  await db.schema
    .createTable('login_known_addresses')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_addresses_pkey', ['account', 'address'])
    .execute()
  await db.schema.createIndex('login_known_addresses_last_success_idx').on('login_known_addresses').column('last_success_at').execute()

  await db.schema.dropTable('login_attempts').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_known_addresses').execute()
  await db.schema.dropTable('login_failures').execute()
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('account', 'address')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('login_attempts_subject_idx').on('login_attempts').columns(['scope', 'subject', 'attempted_at']).execute()
  await db.schema.createIndex('login_attempts_attempted_at_idx').on('login_attempts').column('attempted_at').execute()
}
