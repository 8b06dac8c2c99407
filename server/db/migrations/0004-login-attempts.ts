import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('account', 'address')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('login_attempts_subject_idx').on('login_attempts').columns(['scope', 'subject', 'attempted_at']).execute()
  // Expired attempts are swept by time across all subjects.
  await db.schema.createIndex('login_attempts_attempted_at_idx').on('login_attempts').column('attempted_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute()
}
