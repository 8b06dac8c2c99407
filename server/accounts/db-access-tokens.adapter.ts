import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { AccessTokens } from './access-tokens.port'
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from './token-secret'

/** Access tokens in the `access_tokens` table; nothing is cached, so any process can check any token. */
export const dbAccessTokens = (deps: { db: Db; clock: Clock; ttlMs: number }): AccessTokens => ({
  issue: async (db, userId) => {
    const now = deps.clock.now()
    const token = newTokenSecret()
    const expiresAt = new Date(now.getTime() + deps.ttlMs)
    // Expired tokens are useless; dropping the player's old ones here keeps the table small.
    await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute()
    const row = await db
      .insertInto('access_tokens')
      .values({ user_id: userId, token_hash: hashTokenSecret(token), expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { token, tokenId: row.id, userId, expiresAt }
  },

  owner: async (token) => {
    if (!TOKEN_SECRET_PATTERN.test(token)) return null
    const row = await deps.db
      .selectFrom('access_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashTokenSecret(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', deps.clock.now())
      .executeTakeFirst()
    return row ? { userId: row.user_id, tokenId: row.id } : null
  },

  revoke: async (tokenId) => {
    await deps.db
      .updateTable('access_tokens')
      .set({ revoked_at: deps.clock.now() })
      .where('id', '=', tokenId)
      .where('revoked_at', 'is', null)
      .execute()
  },

  revokeOthers: async ({ userId, tokenId }) => {
    await deps.db
      .updateTable('access_tokens')
      .set({ revoked_at: deps.clock.now() })
      .where('user_id', '=', userId)
      .where('id', '<>', tokenId)
      .where('revoked_at', 'is', null)
      .execute()
  },
})
