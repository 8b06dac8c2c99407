import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { CasinoGameSession } from './casino-game-sessions'

export interface CasinoRound {
  readonly roundId: string
  readonly sessionId: string
  readonly betCents: number
  readonly winCents: number
  readonly status: 'open' | 'won' | 'rolled_back'
}

/**
 * What the casino knows of each provider round, so a win cannot land on a rolled-back round and
 * a rollback cannot undo a paid one. Every state change is one conditional statement: a win and
 * a rollback racing for the same round cannot both succeed.
 */
export interface CasinoGameRounds {
  readonly find: (roundId: string) => Promise<CasinoRound | null>
  /** After the ledger took the bet; a replay (or a rollback that came first) leaves the row as it is. */
  readonly recordBet: (session: CasinoGameSession, roundId: string, betCents: number) => Promise<void>
  /** True when the round was open (or already won with this same amount) in this session. */
  readonly markWon: (session: CasinoGameSession, roundId: string, winCents: number) => Promise<boolean>
  /** True when the round is now rolled back in this session (a tombstone if the bet never arrived). */
  readonly markRolledBack: (session: CasinoGameSession, roundId: string) => Promise<boolean>
}

export function dbCasinoGameRounds(db: Db): CasinoGameRounds {
  return {
    find: async (roundId) => {
      const row = await db.selectFrom('casino_game_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst()
      return row === undefined
        ? null
        : { roundId: row.round_id, sessionId: row.session_id, betCents: row.bet_cents, winCents: row.win_cents, status: row.status }
    },
    recordBet: async (session, roundId, betCents) => {
      await db
        .insertInto('casino_game_rounds')
        .values({ round_id: roundId, session_id: session.id, user_id: session.userId, game_id: session.gameId, bet_cents: betCents, status: 'open' })
        .onConflict((oc) => oc.column('round_id').doNothing())
        .execute()
    },
    markWon: async (session, roundId, winCents) => {
      const rows = await db
        .updateTable('casino_game_rounds')
        .set({ status: 'won', win_cents: winCents, updated_at: sql`now()` })
        .where('round_id', '=', roundId)
        .where('session_id', '=', session.id)
        .where((eb) => eb.or([eb('status', '=', 'open'), eb.and([eb('status', '=', 'won'), eb('win_cents', '=', winCents)])]))
        .returning('round_id')
        .execute()
      return rows.length === 1
    },
    markRolledBack: async (session, roundId) => {
      const rows = await db
        .insertInto('casino_game_rounds')
        .values({ round_id: roundId, session_id: session.id, user_id: session.userId, game_id: session.gameId, bet_cents: 0, status: 'rolled_back' })
        .onConflict((oc) =>
          oc
            .column('round_id')
            .doUpdateSet({ status: 'rolled_back', updated_at: sql`now()` })
            .where('casino_game_rounds.session_id', '=', session.id)
            .where('casino_game_rounds.status', 'in', ['open', 'rolled_back']),
        )
        .returning('round_id')
        .execute()
      return rows.length === 1
    },
  }
}
