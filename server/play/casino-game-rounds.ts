import { sql, type Selectable, type Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { CasinoGameSession } from './casino-game-sessions'
import type { CasinoGamesTables } from './play.tables'

export type CasinoRoundStatus = 'open' | 'won' | 'rolled_back'

export interface CasinoRound {
  readonly roundId: string
  readonly sessionId: string
  readonly betCents: number
  readonly winCents: number
  readonly status: CasinoRoundStatus
}

/** The row a wallet call writes for a round the casino has not seen: a bet's ('open') or a rollback's tombstone. */
export interface UnseenRound {
  readonly session: CasinoGameSession
  readonly betCents: number
  readonly status: 'open' | 'rolled_back'
}

/**
 * What the casino knows of each provider round, so a win cannot land on a rolled-back round, a
 * rollback cannot undo a paid one and a late bet cannot follow its rollback. Every wallet call on
 * a round holds the round's row lock for its whole transaction, ledger movement included: the
 * round's state and its money commit together, and calls on one round queue. The lock is taken
 * before the ledger locks the player's accounts, in every call: none waits on another crosswise.
 */
export interface CasinoGameRounds {
  /**
   * Locks the round's row until `trx` ends, inserting `unseen` first when the round is new.
   * Null when the round is unknown and `unseen` is null.
   */
  readonly lock: (trx: Transaction<Database>, roundId: string, unseen: UnseenRound | null) => Promise<CasinoRound | null>
  /** Moves a locked round on. */
  readonly settle: (
    trx: Transaction<Database>,
    roundId: string,
    change: { readonly status: 'won'; readonly winCents: number } | { readonly status: 'rolled_back' },
  ) => Promise<void>
}

const toRound = (row: Selectable<CasinoGamesTables['casino_game_rounds']>): CasinoRound => ({
  roundId: row.round_id,
  sessionId: row.session_id,
  betCents: row.bet_cents,
  winCents: row.win_cents,
  status: row.status,
})

export function dbCasinoGameRounds(): CasinoGameRounds {
  return {
    lock: async (trx, roundId, unseen) => {
      if (unseen !== null) {
        // A concurrent insert of the same round makes this one wait for its commit, then do nothing.
        const inserted = await trx
          .insertInto('casino_game_rounds')
          .values({
            round_id: roundId,
            session_id: unseen.session.id,
            user_id: unseen.session.userId,
            game_id: unseen.session.gameId,
            bet_cents: unseen.betCents,
            status: unseen.status,
          })
          .onConflict((oc) => oc.column('round_id').doNothing())
          .returningAll()
          .executeTakeFirst()
        if (inserted !== undefined) return toRound(inserted)
      }
      const row = await trx.selectFrom('casino_game_rounds').selectAll().where('round_id', '=', roundId).forUpdate().executeTakeFirst()
      return row === undefined ? null : toRound(row)
    },
    settle: async (trx, roundId, change) => {
      await trx
        .updateTable('casino_game_rounds')
        .set({ status: change.status, ...(change.status === 'won' ? { win_cents: change.winCents } : {}), updated_at: sql`now()` })
        .where('round_id', '=', roundId)
        .execute()
    },
  }
}
