import { sql } from 'kysely'
import type { Db } from '../db/database'
import { OPERATOR_ROLE } from '../accounts/roles'
import type { OperatorAccounts, OperatorRecord } from './operator-accounts.port'

const withOperator = (db: Db) =>
  db
    .selectFrom('users as u')
    .innerJoin('operator_accounts as o', 'o.user_id', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.username',
      'u.email',
      'u.roles',
      'u.password_hash',
      'u.locked_at',
      'o.totp_secret',
      'o.totp_last_step',
      'o.password_is_temporary',
      'o.temporary_password_expires_at',
      'o.permissions',
    ])
    .where(sql<boolean>`${OPERATOR_ROLE} = any(u.roles)`)

type Row = Awaited<ReturnType<ReturnType<typeof withOperator>['executeTakeFirstOrThrow']>>

const toRecord = (r: Row): OperatorRecord => ({
  id: r.id,
  name: r.name,
  username: r.username,
  email: r.email,
  roles: r.roles,
  passwordHash: r.password_hash,
  totpSecret: r.totp_secret,
  totpLastStep: r.totp_last_step === null ? null : Number(r.totp_last_step),
  passwordIsTemporary: r.password_is_temporary,
  temporaryPasswordExpiresAt: r.temporary_password_expires_at === null ? null : new Date(r.temporary_password_expires_at),
  permissions: r.permissions,
  locked: r.locked_at !== null,
})

export function dbOperatorAccounts(db: Db): OperatorAccounts {
  return {
    findForSignIn: async (loginId) => {
      const id = loginId.toLowerCase()
      const row = await withOperator(db)
        .where((eb) => eb.or([eb(eb.fn('lower', ['u.email']), '=', id), eb(eb.fn('lower', ['u.username']), '=', id)]))
        .executeTakeFirst()
      return row === undefined ? null : toRecord(row)
    },
    list: async () => (await withOperator(db).orderBy('u.id').execute()).map(toRecord),
    find: async (id) => {
      const row = await withOperator(db).where('u.id', '=', id).executeTakeFirst()
      return row === undefined ? null : toRecord(row)
    },
    create: async (executor, o) => {
      const user = await executor
        .insertInto('users')
        .values({ name: o.name, username: o.username, email: o.email, password_hash: o.passwordHash, roles: [OPERATOR_ROLE] })
        .returning('id')
        .executeTakeFirstOrThrow()
      await executor
        .insertInto('operator_accounts')
        .values({
          user_id: user.id,
          totp_secret: o.totpSecret,
          permissions: [...o.permissions],
          temporary_password_expires_at: o.temporaryPasswordExpiresAt ?? sql<Date>`now() + interval '24 hours'`,
        })
        .execute()
      return { id: user.id }
    },
    changePermissions: async (executor, id, change) => {
      const row = await executor
        .selectFrom('operator_accounts')
        .select('permissions')
        .where('user_id', '=', id)
        .forUpdate()
        .executeTakeFirst()
      if (row === undefined) return null
      const after = change(row.permissions)
      await executor
        .updateTable('operator_accounts')
        .set({ permissions: [...after], updated_at: new Date() })
        .where('user_id', '=', id)
        .execute()
      return { before: row.permissions, after }
    },
    takeTotpStep: async (id, step) => {
      const result = await db
        .updateTable('operator_accounts')
        .set({ totp_last_step: step, updated_at: new Date() })
        .where('user_id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
      return result.numUpdatedRows > 0n
    },
    replaceTemporaryPassword: async (id, hash) => {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', id).execute()
        await trx
          .updateTable('operator_accounts')
          .set({ password_is_temporary: false, temporary_password_expires_at: null, updated_at: new Date() })
          .where('user_id', '=', id)
          .execute()
      })
    },
    reissueTemporaryPassword: async (executor, id, hash, expiresAt) => {
      await executor.updateTable('users').set({ password_hash: hash, updated_at: new Date() }).where('id', '=', id).execute()
      await executor
        .updateTable('operator_accounts')
        .set({ password_is_temporary: true, temporary_password_expires_at: expiresAt, updated_at: new Date() })
        .where('user_id', '=', id)
        .execute()
    },
    lockRow: async (executor, id) => {
      const row = await executor
        .selectFrom('users')
        .select('locked_at')
        .where('id', '=', id)
        .where(sql<boolean>`${OPERATOR_ROLE} = any(roles)`)
        .forUpdate()
        .executeTakeFirst()
      return row === undefined ? null : { locked: row.locked_at !== null }
    },
    setLocked: async (executor, id, lock) => {
      await executor
        .updateTable('users')
        .set({ locked_at: lock?.at ?? null, lock_reason: lock?.reason ?? null, updated_at: new Date() })
        .where('id', '=', id)
        .execute()
    },
    endSessions: async (executor, id, at) => {
      const result = await executor
        .updateTable('access_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },
  }
}
