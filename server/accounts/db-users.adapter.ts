import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { Profile, TakenField } from './account'
import { OPERATOR_ROLE } from './roles'
import type { Users } from './users.port'

const ACCOUNT_COLUMNS = ['id', 'name', 'username', 'email', 'roles'] as const

const profileQuery = (db: Db) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'username',
      'email',
      'phone_number',
      sql<string | null>`dob::text`.as('dob'),
      'state',
      'city',
      'address',
      'zipcode',
      'country_id',
    ])

const forLogin = (row: {
  id: number
  name: string
  username: string
  email: string
  roles: string[]
  password_hash: string
  locked_at: Date | null
}) => ({
  id: row.id,
  name: row.name,
  username: row.username,
  email: row.email,
  roles: row.roles,
  passwordHash: row.password_hash,
  locked: row.locked_at !== null,
})

/** Accounts in the `users` table; lower() on both sides matches the unique indexes. */
export const dbUsers = (db: Db): Users => ({
  findForLogin: async (loginId) => {
    const id = loginId.toLowerCase()
    const row = await db
      .selectFrom('users')
      .select([...ACCOUNT_COLUMNS, 'password_hash', 'locked_at'])
      .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', id), eb(eb.fn('lower', ['username']), '=', id)]))
      .where(sql<boolean>`not (${OPERATOR_ROLE} = any(roles))`)
      // An address and a username cannot look alike (an address has '@'), so at most one row.
      .executeTakeFirst()
    return row ? forLogin(row) : null
  },

  findForSignIn: async (id) => {
    const row = await db
      .selectFrom('users')
      .select([...ACCOUNT_COLUMNS, 'password_hash', 'locked_at'])
      .where('id', '=', id)
      .where(sql<boolean>`not (${OPERATOR_ROLE} = any(roles))`)
      .executeTakeFirst()
    return row ? forLogin(row) : null
  },

  passwordHash: async (id) => {
    const row = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst()
    return row?.password_hash ?? null
  },

  taken: async ({ username, email }, exceptId) => {
    let query = db
      .selectFrom('users')
      .select([sql<boolean>`lower(username) = lower(${username})`.as('username'), sql<boolean>`lower(email) = lower(${email})`.as('email')])
      .where((eb) =>
        eb.or([eb(eb.fn('lower', ['username']), '=', username.toLowerCase()), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]),
      )
    if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
    const rows = await query.execute()
    const fields: TakenField[] = []
    if (rows.some((r) => r.username)) fields.push('username')
    if (rows.some((r) => r.email)) fields.push('email')
    return fields
  },

  create: async (executor, user) =>
    executor
      .insertInto('users')
      .values({
        name: user.name,
        username: user.username,
        email: user.email,
        password_hash: user.passwordHash,
        promo_code: user.promoCode,
        roles: [...user.roles],
      })
      .returning([...ACCOUNT_COLUMNS])
      .executeTakeFirstOrThrow(),

  profile: async (id) => (await profileQuery(db).where('id', '=', id).executeTakeFirst()) ?? null,

  updateProfile: async (id, changes) => {
    await db
      .updateTable('users')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute()
    return (await profileQuery(db).where('id', '=', id).executeTakeFirstOrThrow()) satisfies Profile
  },

  setPasswordHash: async (id, hash) => {
    await db.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', id).execute()
  },
})
