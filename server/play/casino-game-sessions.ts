import { randomUUID } from 'node:crypto'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from './opaque-token'

/** A game launched for a player: the provider's wallet calls name it by its token. */
export interface CasinoGameSession {
  readonly id: string
  readonly userId: number
  readonly gameId: string
  /** Takes no new bet: past its expiry, its login ended (logout, expiry) or the password changed since. */
  readonly ended: boolean
}

export interface CasinoGameSessions {
  /** The token goes to the provider once; only its hash is kept. `accessTokenId` is the login that launched it. */
  readonly open: (input: {
    readonly userId: number
    readonly gameId: string
    readonly accessTokenId: number
  }) => Promise<{ readonly sessionId: string; readonly walletToken: string }>
  /** Ended sessions are still found: a win or a rollback owed from one must still be paid. */
  readonly byToken: (walletToken: string) => Promise<CasinoGameSession | null>
  /** Ends every game session of the player (a password change), whichever login launched it. */
  readonly endAllOf: (userId: number) => Promise<void>
}

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

/**
 * A session's login is checked on every read rather than its sessions being ended at logout, so a
 * logout can never miss a game being launched at that very moment.
 */
export function dbCasinoGameSessions(deps: { readonly db: Db; readonly clock: Clock; readonly ttlMs?: number }): CasinoGameSessions {
  const ttl = deps.ttlMs ?? SESSION_TTL_MS
  return {
    open: async ({ userId, gameId, accessTokenId }) => {
      const walletToken = newOpaqueToken()
      const sessionId = randomUUID()
      await deps.db
        .insertInto('casino_game_sessions')
        .values({
          id: sessionId,
          user_id: userId,
          game_id: gameId,
          token_hash: hashOpaqueToken(walletToken),
          expires_at: new Date(deps.clock.now().getTime() + ttl),
          access_token_id: accessTokenId,
          ended_at: null,
        })
        .execute()
      return { sessionId, walletToken }
    },
    byToken: async (walletToken) => {
      const row = await deps.db
        .selectFrom('casino_game_sessions as s')
        .leftJoin('access_tokens as t', 't.id', 's.access_token_id')
        .select([
          's.id',
          's.user_id',
          's.game_id',
          's.expires_at',
          's.ended_at',
          's.access_token_id',
          't.id as token_id',
          't.revoked_at',
          't.expires_at as token_expires_at',
        ])
        .where('s.token_hash', '=', hashOpaqueToken(walletToken))
        .executeTakeFirst()
      if (row === undefined) return null
      const now = deps.clock.now().getTime()
      const loginEnded =
        row.access_token_id !== null &&
        (row.token_id === null || row.revoked_at !== null || row.token_expires_at === null || row.token_expires_at.getTime() <= now)
      const ended = row.expires_at.getTime() <= now || row.ended_at !== null || loginEnded
      return { id: row.id, userId: row.user_id, gameId: row.game_id, ended }
    },
    endAllOf: async (userId) => {
      await deps.db
        .updateTable('casino_game_sessions')
        .set({ ended_at: deps.clock.now() })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', deps.clock.now())
        .execute()
    },
  }
}
