import type { Clock } from '../../src/core/shared/clock.port'
import { hashTokenSecret, newTokenSecret, TOKEN_SECRET_PATTERN } from '../accounts/token-secret'
import { liveLogins } from '../accounts/live-logins'
import type { Db } from '../db/database'

/** Long enough for a slow phone to open the stream, short enough that a leaked URL is soon worthless. */
export const STREAM_TICKET_TTL_MS = 60_000

export interface StreamTicketHolder {
  readonly userId: number
  readonly tokenId: number
}

/**
 * One-time tickets that open the balance stream: the browser's EventSource cannot send the bearer
 * token, so a signed-in call trades it for a ticket the stream URL carries. Stored as a hash,
 * deleted by the redeem that uses it, so a ticket opens one stream once, on any API process.
 */
export interface BalanceStreamTickets {
  readonly issue: (holder: StreamTicketHolder) => Promise<{ readonly ticket: string; readonly expiresAt: Date }>
  /** The holder, if the ticket is unused, unexpired, and the login that asked for it is still live. */
  readonly redeem: (ticket: string) => Promise<StreamTicketHolder | null>
}

export const dbBalanceStreamTickets = (deps: { db: Db; clock: Clock }): BalanceStreamTickets => ({
  issue: async ({ userId, tokenId }) => {
    const now = deps.clock.now()
    const ticket = newTokenSecret()
    const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_MS)
    // Unused tickets die young; clearing the expired here keeps the table the size of a minute's opens.
    await deps.db.deleteFrom('balance_stream_tickets').where('expires_at', '<=', now).execute()
    await deps.db
      .insertInto('balance_stream_tickets')
      .values({ ticket_hash: hashTokenSecret(ticket), user_id: userId, token_id: tokenId, expires_at: expiresAt })
      .execute()
    return { ticket, expiresAt }
  },

  redeem: async (ticket) => {
    if (!TOKEN_SECRET_PATTERN.test(ticket)) return null
    const row = await deps.db
      .deleteFrom('balance_stream_tickets')
      .where('ticket_hash', '=', hashTokenSecret(ticket))
      .returning(['user_id', 'token_id', 'expires_at'])
      .executeTakeFirst()
    if (row === undefined || row.expires_at <= deps.clock.now()) return null
    // A ticket asked for before a logout, a password change or a lock opens nothing after it.
    const live = await liveLogins(deps.db, deps.clock.now(), [row.token_id])
    return live.has(row.token_id) ? { userId: row.user_id, tokenId: row.token_id } : null
  },
})
