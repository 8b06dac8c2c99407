import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { HistoryPage } from './ledger-history.port'

/**
 * A page of the player's movements, newest first; a zero win (a lost round) moved nothing and is
 * left out. A bonus release is listed though its total is zero: it moved money from bonus to withdrawable.
 */
export async function historyPage(
  db: Kysely<Database>,
  userId: number,
  page: { readonly offset: number; readonly limit: number },
): Promise<HistoryPage> {
  const mine = db
    .selectFrom('ledger_transactions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('amount_cents', '<>', 0), eb('kind', '=', 'bonus_release')]))
  const [rows, count] = await Promise.all([
    mine
      .select(['id', 'kind', 'game_id', 'funding', 'balance_before_cents', 'balance_after_cents', 'amount_cents', 'created_at', 'metadata'])
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    mine.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.total),
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      gameId: r.game_id,
      funding: r.funding,
      balanceBeforeCents: r.balance_before_cents,
      balanceAfterCents: r.balance_after_cents,
      amountCents: r.amount_cents,
      createdAt: r.created_at,
      movedCents: typeof r.metadata.moved_cents === 'number' ? r.metadata.moved_cents : null,
    })),
  }
}
