import { sql } from 'kysely'
import type { PlayFacts } from '../../src/core/bonuses/missions.rules'
import type { Db } from '../db/database'

/**
 * What a player did in [from, to), read from what is written anyway: their sign-ins (each one's
 * access token) and their bets in the ledger, less the bets rolled back. Nothing is written on
 * the bet's path for missions.
 */
export async function playFacts(db: Db, userId: number, from: Date, to: Date): Promise<PlayFacts> {
  const bets = sql`
    from ledger_transactions as b
    where b.user_id = ${userId} and b.kind = 'bet' and b.created_at >= ${from} and b.created_at < ${to}
      and not exists (select 1 from ledger_transactions as r where r.reverses_transaction_id = b.id)`
  const [signIns, byGame, minutes] = await Promise.all([
    sql<{ days: number }>`
      select count(distinct ((created_at at time zone 'UTC')::date))::int as days
      from access_tokens
      where user_id = ${userId} and kind = 'player' and created_at >= ${from} and created_at < ${to}`.execute(db),
    sql<{ game_id: string; cents: string | number }>`
      select b.game_id, sum(-b.amount_cents)::bigint as cents ${bets} and b.game_id is not null group by b.game_id`.execute(db),
    sql<{ minutes: number }>`select count(distinct date_trunc('minute', b.created_at))::int as minutes ${bets}`.execute(db),
  ])
  const wageredByGame: Record<string, number> = {}
  for (const row of byGame.rows) wageredByGame[row.game_id] = Number(row.cents)
  const minutesPlayed = minutes.rows[0]?.minutes ?? 0
  return { signInDays: signIns.rows[0]?.days ?? 0, wageredByGame, minutesPlayed }
}
