import { randomUUID } from 'node:crypto'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { hashOpaqueToken, newOpaqueToken } from './opaque-token'

/** A game launched for a player: the provider's wallet calls name it by its token. */
export interface CasinoGameSession {
  readonly id: string
  readonly userId: number
  readonly gameId: string
  readonly expired: boolean
}

export interface CasinoGameSessions {
  /** The token goes to the provider once; only its hash is kept. */
  readonly open: (input: { readonly userId: number; readonly gameId: string }) => Promise<{ readonly sessionId: string; readonly walletToken: string }>
  /** Expired sessions are still found: a win or a rollback owed from one must still be paid. */
  readonly byToken: (walletToken: string) => Promise<CasinoGameSession | null>
}

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000

export function dbCasinoGameSessions(deps: { readonly db: Db; readonly clock: Clock; readonly ttlMs?: number }): CasinoGameSessions {
  const ttl = deps.ttlMs ?? SESSION_TTL_MS
  return {
    open: async ({ userId, gameId }) => {
      const walletToken = newOpaqueToken()
      const sessionId = randomUUID()
      await deps.db
        .insertInto('casino_game_sessions')
        .values({ id: sessionId, user_id: userId, game_id: gameId, token_hash: hashOpaqueToken(walletToken), expires_at: new Date(deps.clock.now().getTime() + ttl) })
        .execute()
      return { sessionId, walletToken }
    },
    byToken: async (walletToken) => {
      const row = await deps.db
        .selectFrom('casino_game_sessions')
        .select(['id', 'user_id', 'game_id', 'expires_at'])
        .where('token_hash', '=', hashOpaqueToken(walletToken))
        .executeTakeFirst()
      if (row === undefined) return null
      return { id: row.id, userId: row.user_id, gameId: row.game_id, expired: row.expires_at.getTime() <= deps.clock.now().getTime() }
    },
  }
}
