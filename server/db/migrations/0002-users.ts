import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{player}'`))
    .addColumn('promo_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('dob', 'date')
    .addColumn('state', 'text')
    .addColumn('city', 'text')
    .addColumn('address', 'text')
    .addColumn('zipcode', 'text')
    .addColumn('country_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // Case-insensitive uniqueness is the database's job, so two racing sign-ups cannot both win.
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db)
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute()
}
