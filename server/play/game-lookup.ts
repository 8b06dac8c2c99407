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
/** games.id is a PostgreSQL integer: a larger number names no row, and asking for it is a database error. */
const LARGEST_ROW_ID = 2_147_483_647

export function dbGameLookup(db: Db): GameLookup {
  const findRow = async (text: string) => {
    const query = db.selectFrom('games').select(['game_id', 'name'])
    if (!ROW_ID.test(text)) return query.where('game_id', '=', text).executeTakeFirst()
    const id = Number(text)
    return id > LARGEST_ROW_ID ? undefined : query.where('id', '=', id).executeTakeFirst()
  }
  return {
    find: async (ref) => {
      const row = await findRow(String(ref).trim())
      return row === undefined ? null : { gameId: row.game_id, name: row.name }
    },
  }
}
