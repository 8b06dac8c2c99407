import type { Db } from '../db/database'

/** A catalogue game the casino can launch. */
export interface LaunchableGame {
  readonly gameId: string
  readonly name: string
}

/** The casino's catalogue, by the public game id ('cf-slots-myth') or the row id (3). */
export interface GameLookup {
  readonly find: (ref: string | number) => Promise<LaunchableGame | null>
}

const ROW_ID = /^[1-9]\d{0,9}$/

export function dbGameLookup(db: Db): GameLookup {
  return {
    find: async (ref) => {
      const text = String(ref).trim()
      const query = db.selectFrom('games').select(['game_id', 'name'])
      const row = ROW_ID.test(text)
        ? await query.where('id', '=', Number(text)).executeTakeFirst()
        : await query.where('game_id', '=', text).executeTakeFirst()
      return row === undefined ? null : { gameId: row.game_id, name: row.name }
    },
  }
}
