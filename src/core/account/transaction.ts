/** What a movement was, for the badge: bet red, win green, anything else grey. */
export type ActionType = 'bet' | 'win' | 'other'

/**
 * One row of "All Transactions" (docs/product/entities-and-states.md#transaction-row); amounts in
 * integer cents, signed from the player's side.
 */
export interface Transaction {
  readonly id: number
  readonly gameId: string | null
  /** Which balance it touched: the "Transaction Type" column. */
  readonly amountType: string
  readonly beforeBalance: number
  readonly afterBalance: number
  readonly amount: number
  readonly currencyCode: string
  readonly actionType: ActionType
  /** What it was in the player's words ('Bonus granted', 'Deposit', …): what the badge says of an "other" row. */
  readonly description: string
  /** ISO 8601 instant. */
  readonly createdAt: string
}

export interface TransactionPage {
  readonly transactions: readonly Transaction[]
  readonly page: number
  readonly perPage: number
  readonly total: number
}

export interface PageRequest {
  readonly page: number
  readonly perPage: number
}

export const pageCount = (p: Pick<TransactionPage, 'total' | 'perPage'>): number => Math.max(1, Math.ceil(p.total / p.perPage))
