export type WithdrawalMethod = 'speed' | 'nowpayments'

/** What a payout sent, beside the USD debited: amount and currency out, the rate (per USD) and the provider's fee, as decimal text. */
export interface SentPayout {
  readonly amount: string
  readonly currency: string
  readonly rate: string | null
  readonly fee: string | null
  readonly feeCurrency: string | null
}

export interface Withdrawal {
  readonly id: string
  readonly userId: number
  readonly method: WithdrawalMethod
  readonly amountCents: number
  readonly address: string
  readonly payoutCurrency: string | null
  /** A state of withdrawal-states.rules.ts. */
  readonly status: string
  readonly error: string | null
  /** The gateway's payout batch and the payout in it, once known. */
  readonly batchId: string | null
  readonly payoutId: string | null
  readonly refunded: boolean
  /** Null until a payout went out (migration 0090). */
  readonly sent: SentPayout | null
}

/** The ledger key of a withdrawal's debit, and of its refund. */
export const withdrawalKey = (id: string): string => `withdrawal:${id}`
export const withdrawalRefundKey = (id: string): string => `withdrawal-refund:${id}`
