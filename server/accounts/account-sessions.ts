import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { deviceName } from './device-name'

/** One live sign-in of a player, as their account activity shows it. */
export interface AccountSession {
  readonly id: number
  readonly device: string
  readonly address: string | null
  readonly startedAt: Date
  readonly lastUsedAt: Date | null
}

/**
 * A player's own sign-ins: listed, and ended one at a time. Every query is keyed by the player as
 * well as the sign-in, so one player can neither see nor end another's; only players' sign-ins
 * count (an operator's console sign-in is not listed here). Rejects only when the database fails.
 */
export interface AccountSessions {
  /** Live ones (not ended, not expired), newest first. */
  readonly list: (userId: number) => Promise<readonly AccountSession[]>
  /** Ends the player's live sign-in `sessionId`: true; false when there is no such live sign-in of theirs. */
  readonly end: (userId: number, sessionId: number) => Promise<boolean>
}

/** More than any person signs in within a token's lifetime; the list stays one screen. */
const MAX_LISTED = 50

export const dbAccountSessions = (deps: { db: Db; clock: Clock }): AccountSessions => ({
  list: async (userId) => {
    const rows = await deps.db
      .selectFrom('access_tokens')
      .select(['id', 'user_agent', 'address', 'created_at', 'last_used_at'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'player')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', deps.clock.now())
      .orderBy('id', 'desc')
      .limit(MAX_LISTED)
      .execute()
    return rows.map((r) => ({
      id: Number(r.id),
      device: deviceName(r.user_agent),
      address: r.address,
      startedAt: r.created_at,
      lastUsedAt: r.last_used_at,
    }))
  },

  end: async (userId, sessionId) => {
    const now = deps.clock.now()
    // One conditional write: the NOTIFY of migration 0210 then ends the streams it opened, on every process.
    const ended = await deps.db
      .updateTable('access_tokens')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'player')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst()
    return ended !== undefined
  },
})
