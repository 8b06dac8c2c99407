export type WithdrawalMethod = 'speed' | 'nowpayments'

export interface Withdrawal {
  readonly id: string
  readonly userId: number
  readonly method: WithdrawalMethod
  readonly amountCents: number
  readonly address: string
  readonly payoutCurrency: string | null
  readonly status: string
  readonly refunded: boolean
}

/** Our own statuses; the rest are the gateway's payout statuses (WAITING, FINISHED, REJECTED…). */
export const WITHDRAWAL_STATUS = {
  /** Recorded, not yet debited. */
  requested: 'REQUESTED',
  /** The ledger refused the debit (more than the withdrawable balance). */
  refused: 'REFUSED',
  /** Debited; a lightning payout waiting to be paid by hand. */
  pending: 'PENDING',
  /** Debited; the payout request got no answer, so the gateway's IPN (or an operator) decides. */
  unconfirmed: 'UNCONFIRMED',
} as const

/** The ledger key of a withdrawal's debit, and of its refund. */
export const withdrawalKey = (id: string): string => `withdrawal:${id}`
export const withdrawalRefundKey = (id: string): string => `withdrawal-refund:${id}`
