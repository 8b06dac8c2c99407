import type { HistoryRow } from '../ledger-history.port'
import { movementWords } from '../../../src/core/account/movement-words'
import { dollars } from './money.view'

export type ActionType = 'bet' | 'win' | 'other'

const actionOf = (kind: HistoryRow['kind']): ActionType => (kind === 'bet' || kind === 'win' ? kind : 'other')

/**
 * One row of GET /casino/transaction, in the fields of
 * docs/product/entities-and-states.md#transaction-row. `amount` is signed from the player's side
 * (a bet is negative); `amount_type` names the balance it touched: bonus, withdrawable or mixed
 * (a bet that spent the rest of the bonus and some withdrawable money).
 * Dollars for display, `*_cents` exact; `kind` says what the "other" rows are (join_bonus, …).
 */
export const transactionView = (r: HistoryRow) => ({
  id: r.id,
  game_id: r.gameId,
  amount_type: r.funding,
  before_balance: dollars(r.balanceBeforeCents),
  after_balance: dollars(r.balanceAfterCents),
  amount: dollars(r.amountCents),
  before_balance_cents: r.balanceBeforeCents,
  after_balance_cents: r.balanceAfterCents,
  amount_cents: r.amountCents,
  currency_code: 'USD',
  action_type: actionOf(r.kind),
  kind: r.kind,
  description: movementWords(r.kind, r.movedCents),
  created_at: r.createdAt.toISOString(),
})
