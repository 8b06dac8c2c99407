import type { Kysely, Transaction } from 'kysely'
import { inForce, type PlayBreak } from '../../src/core/safer-play/exclusion.rules'
import type { Database } from '../db/database'

type Q = Kysely<Database> | Transaction<Database>

/** The player's break, in force or past; null: never took one. */
export async function playBreakOf(q: Q, userId: number): Promise<PlayBreak | null> {
  const row = await q.selectFrom('play_breaks').select(['kind', 'ends_at']).where('user_id', '=', userId).executeTakeFirst()
  return row ? { kind: row.kind, endsAt: row.ends_at } : null
}

/** The break in force at `now`, or null. */
export async function breakInForce(q: Q, userId: number, now: Date): Promise<PlayBreak | null> {
  const b = await playBreakOf(q, userId)
  return inForce(b, now) ? b : null
}

/**
 * Whether the player may be offered or given a promotion now: not during a cool-off or a
 * self-exclusion. Every grant (the join bonus, missions, VIP rewards, referral commissions, a
 * happy-hour boost) asks this one function, inside its own transaction when it has one.
 */
export async function promotionsAllowed(q: Q, userId: number, now: Date): Promise<boolean> {
  return (await breakInForce(q, userId, now)) === null
}
