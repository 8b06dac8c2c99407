import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { LoginDevices } from './login-devices.port'
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from './token-secret'

/** Device tokens in `login_devices`, each forgotten after `lifetimeMs` without a sign-in. */
export const dbLoginDevices = (deps: { db: Db; clock: Clock; lifetimeMs: number }): LoginDevices => {
  const { db, clock, lifetimeMs } = deps
  const freshSince = () => new Date(clock.now().getTime() - lifetimeMs)
  return {
    recognise: async (account, presented) => {
      const hashes = presented.filter((t) => TOKEN_SECRET_PATTERN.test(t)).map(hashTokenSecret)
      if (hashes.length === 0) return null
      const row = await db
        .selectFrom('login_devices')
        .select('id')
        .where('account', '=', account)
        .where('token_hash', 'in', hashes)
        .where('last_used_at', '>', freshSince())
        .executeTakeFirst()
      return row ? Number(row.id) : null
    },

    confirm: async (account, device) => {
      const now = clock.now()
      if (device !== null) {
        await db.updateTable('login_devices').set({ last_used_at: now }).where('id', '=', device).execute()
        return null
      }
      const token = newTokenSecret()
      await db
        .insertInto('login_devices')
        .values({ account, token_hash: hashTokenSecret(token), created_at: now, last_used_at: now })
        .execute()
      await db.deleteFrom('login_devices').where('last_used_at', '<=', freshSince()).execute()
      return token
    },
  }
}
