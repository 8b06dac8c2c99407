import type { Funding, MovementKind } from './ledger.tables'

/** One row of the player's transactions list; amounts in cents, signed from the player's side. */
export interface HistoryRow {
  readonly id: number
  readonly kind: MovementKind
  readonly gameId: string | null
  readonly funding: Funding
  readonly balanceBeforeCents: number
  readonly balanceAfterCents: number
  readonly amountCents: number
  readonly createdAt: Date
  /** What a bonus release, forfeit or expiry moved; null for every other movement. */
  readonly movedCents: number | null
}

export interface HistoryPage {
  readonly rows: readonly HistoryRow[]
  readonly total: number
}

/** The player's movements, newest first. */
export interface LedgerHistory {
  readonly page: (userId: number, page: { readonly offset: number; readonly limit: number }) => Promise<HistoryPage>
}
