import type { Kysely } from 'kysely'
import type { Database } from '../db/database'

/**
 * A player's total wagered: what bets staked from their withdrawable and bonus balances, less
 * rolled-back bets, as the ledger keeps it in `wagered_cents` (record-movement.ts).
 */
export async function playerWagered(
  db: Kysely<Database>,
  userId: number,
): Promise<{ readonly realCents: number; readonly bonusCents: number }> {
  const rows = await db.selectFrom('ledger_accounts').select(['kind', 'wagered_cents']).where('user_id', '=', userId).execute()
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.wagered_cents ?? 0)
  return { realCents: of('withdrawable'), bonusCents: of('bonus') }
}
