import { sql, type Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { GameProviderTables, RoundStatus } from './game-provider.tables'

export type RoundRow = Selectable<GameProviderTables['gp_rounds']>

export type NewRound = Pick<
  RoundRow,
  'id' | 'session_id' | 'seed_id' | 'nonce' | 'mechanic' | 'bet_cents' | 'params' | 'fingerprint' | 'outcome' | 'created_at'
>

export interface RoundChange {
  readonly status: RoundStatus
  readonly winCents?: number
  readonly cashoutX100?: number
  readonly balanceAfterCents?: number | null
  readonly startedAt?: Date
}

export interface ProviderRounds {
  readonly byId: (id: string) => Promise<RoundRow | null>
  /**
   * Moves a round on only from one of the `from` states, in one statement: whoever makes the
   * move owns the next wallet call, so a cash-out, a poll and the sweeper never double-settle.
   */
  readonly transition: (id: string, from: readonly RoundStatus[], change: RoundChange) => Promise<RoundRow | null>
  readonly recent: (sessionId: string, limit: number) => Promise<readonly RoundRow[]>
  readonly unfinished: (sessionId: string) => Promise<readonly RoundRow[]>
  /** Rounds in `statuses` created before `before`, oldest first: the sweeper's work list. */
  readonly stuck: (statuses: readonly RoundStatus[], before: Date, limit: number) => Promise<readonly RoundRow[]>
}

/** The states a round ends in: no wallet call is owed any more. */
export const FINAL: readonly RoundStatus[] = ['settled', 'refused', 'rolled_back']

/** A new round's row: it starts 'betting', before its bet call. */
export const newRoundRow = (round: NewRound) => ({
  ...round,
  status: 'betting' as const,
  started_at: null,
  cashout_x100: null,
  balance_after_cents: null,
  settled_at: null,
})

export function dbProviderRounds(db: Db): ProviderRounds {
  return {
    byId: async (id) => (await db.selectFrom('gp_rounds').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    transition: async (id, from, change) =>
      (await db
        .updateTable('gp_rounds')
        .set({
          status: change.status,
          ...(change.winCents !== undefined ? { win_cents: change.winCents } : {}),
          ...(change.cashoutX100 !== undefined ? { cashout_x100: change.cashoutX100 } : {}),
          ...(change.balanceAfterCents !== undefined ? { balance_after_cents: change.balanceAfterCents } : {}),
          ...(change.startedAt !== undefined ? { started_at: change.startedAt } : {}),
          ...(FINAL.includes(change.status) ? { settled_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returningAll()
        .executeTakeFirst()) ?? null,
    recent: (sessionId, limit) =>
      db
        .selectFrom('gp_rounds')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('status', '!=', 'refused')
        .orderBy('created_at', 'desc')
        .orderBy('nonce', 'desc')
        .limit(limit)
        .execute(),
    unfinished: (sessionId) =>
      db
        .selectFrom('gp_rounds')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('status', 'not in', [...FINAL])
        .execute(),
    stuck: (statuses, before, limit) =>
      db
        .selectFrom('gp_rounds')
        .selectAll()
        .where('status', 'in', [...statuses])
        .where('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit)
        .execute(),
  }
}
