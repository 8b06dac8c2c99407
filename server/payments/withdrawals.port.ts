import type { Withdrawal } from './withdrawal'

export type NewWithdrawal = Omit<Withdrawal, 'status' | 'refunded'>

export interface PayoutUpdate {
  readonly status: string
  readonly error?: string | null
  readonly batchId?: string
  readonly payoutId?: string
}

/** Our record of each withdrawal request and what became of its payout. */
export interface Withdrawals {
  /** Recorded as REQUESTED, before any money moves. */
  readonly create: (withdrawal: NewWithdrawal) => Promise<void>
  readonly find: (id: string) => Promise<Withdrawal | null>
  readonly findByPayout: (payoutId: string) => Promise<Withdrawal | null>
  readonly update: (id: string, update: PayoutUpdate) => Promise<void>
  readonly markRefunded: (id: string) => Promise<void>
}
