import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { AccessTokens } from './access-tokens.port'
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from './token-secret'

/** Access tokens in the `access_tokens` table; nothing is cached, so any process can check any token. */
/** Operators sign in for a working day at most: their tokens open the money. */
export const OPERATOR_TOKEN_TTL_MS = 8 * 3_600_000

export const dbAccessTokens = (deps: { db: Db; clock: Clock; ttlMs: number }): AccessTokens => ({
  issue: async (db, userId, kind = 'player') => {
    const now = deps.clock.now()
    const token = newTokenSecret()
    const expiresAt = new Date(now.getTime() + (kind === 'operator' ? Math.min(deps.ttlMs, OPERATOR_TOKEN_TTL_MS) : deps.ttlMs))
    // Expired tokens are useless; dropping the player's old ones here keeps the table small.
    await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute()
    const row = await db
      .insertInto('access_tokens')
      .values({ user_id: userId, token_hash: hashTokenSecret(token), expires_at: expiresAt, kind })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { token, tokenId: row.id, userId, expiresAt }
  },

  owner: async (token) => {
    if (!TOKEN_SECRET_PATTERN.test(token)) return null
    const row = await deps.db
      .selectFrom('access_tokens')
      .innerJoin('users', 'users.id', 'access_tokens.user_id')
      .select(['access_tokens.id', 'access_tokens.user_id', 'access_tokens.kind'])
      .where('access_tokens.token_hash', '=', hashTokenSecret(token))
      .where('access_tokens.revoked_at', 'is', null)
      .where('access_tokens.expires_at', '>', deps.clock.now())
      // A locked account's tokens are revoked when it is locked; this holds even for one issued in a race with the lock.
      .where('users.locked_at', 'is', null)
      .executeTakeFirst()
    return row ? { userId: row.user_id, tokenId: row.id, kind: row.kind } : null
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
