import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { sql } from 'kysely'
import { TOUCH_EVERY_MS, type AccessTokens, type SignInClient } from './access-tokens.port'
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from './token-secret'

/** A User-Agent header longer than this is cut: it is shown, never parsed for anything that matters. */
const USER_AGENT_MAX = 512

const clientColumns = (client: SignInClient) => ({
  user_agent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
  address: client.address,
})

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
      .select(['access_tokens.id', 'access_tokens.user_id', 'access_tokens.kind', 'access_tokens.last_used_at'])
      .where('access_tokens.token_hash', '=', hashTokenSecret(token))
      .where('access_tokens.revoked_at', 'is', null)
      .where('access_tokens.expires_at', '>', deps.clock.now())
      // A locked account's tokens are revoked when it is locked; this holds even for one issued in a race with the lock.
      .where('users.locked_at', 'is', null)
      .executeTakeFirst()
    return row ? { userId: row.user_id, tokenId: row.id, kind: row.kind, lastUsedAt: row.last_used_at } : null
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
  describe: async (token, client) => {
    if (!TOKEN_SECRET_PATTERN.test(token)) return
    await deps.db.updateTable('access_tokens').set(clientColumns(client)).where('token_hash', '=', hashTokenSecret(token)).execute()
  },

  touch: async (tokenId, client) => {
    const now = deps.clock.now()
    const { user_agent, address } = clientColumns(client)
    // Conditional, so requests arriving together within the minute write once between them.
    await deps.db
      .updateTable('access_tokens')
      .set({
        last_used_at: now,
        user_agent: sql<string | null>`coalesce(user_agent, ${user_agent})`,
        address: sql<string>`coalesce(address, ${address})`,
      })
      .where('id', '=', tokenId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', new Date(now.getTime() - TOUCH_EVERY_MS))]))
      .execute()
  },
})
