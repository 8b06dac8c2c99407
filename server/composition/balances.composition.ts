import { dbBalanceMoves } from '../ledger/balance-moves'
import { dbBalanceStreamTickets } from '../ledger/balance-stream-tickets'
import type { Shared } from './server-base'

/** The player's money as the wallet screens read it: balances, the movements' history, and the live stream. */
export function composeBalances(shared: Shared) {
  const { db, ledger, clock } = shared
  return {
    balances: (userId: number) => ledger.balances(userId),
    history: shared.history,
    moves: dbBalanceMoves(db),
    streamTickets: dbBalanceStreamTickets({ db, clock }),
    releasedSince: async (userId: number, afterId: number, upToId: number) => {
      const rows = await db
        .selectFrom('ledger_transactions')
        .select('metadata')
        .where('user_id', '=', userId)
        .where('kind', '=', 'bonus_release')
        .where('id', '>', afterId)
        .where('id', '<=', upToId)
        .execute()
      return rows.reduce((sum, r) => sum + Number(r.metadata.moved_cents ?? 0), 0)
    },
    /** The newest movement is read first, so the balances read after it include at least that one. */
    snapshot: async (userId: number) => {
      const last = await db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return { lastMovementId: Number(last?.id ?? 0), balances: await ledger.balances(userId) }
    },
  }
}

export type BalancesArea = ReturnType<typeof composeBalances>
