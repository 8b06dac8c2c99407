import type { RealityCheckMinutes } from '../../src/core/safer-play/reality-check.rules'
import { realityCheckWords } from '../../src/core/safer-play/reality-check.rules'
import type { Db } from '../db/database'

/** Stores the player's reality-check interval; answers it in a sentence. */
export async function setRealityCheck(db: Db, userId: number, minutes: RealityCheckMinutes): Promise<string> {
  await db
    .insertInto('safer_play_settings')
    .values({ user_id: userId, reality_check_minutes: minutes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_check_minutes: minutes }))
    .execute()
  return `Reality check: ${realityCheckWords(minutes).toLowerCase()}.`
}

export async function realityCheckOf(db: Db, userId: number): Promise<RealityCheckMinutes> {
  const row = await db.selectFrom('safer_play_settings').select('reality_check_minutes').where('user_id', '=', userId).executeTakeFirst()
  return row?.reality_check_minutes ?? 0
}
