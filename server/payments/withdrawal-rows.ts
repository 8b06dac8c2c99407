import type { Selectable, Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { Withdrawal } from './withdrawal'

export type WithdrawalRow = Selectable<Database['payment_withdrawals']>

export const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  userId: row.user_id,
  method: row.method,
  amountCents: row.amount_cents,
  address: row.address,
  payoutCurrency: row.payout_currency,
  status: row.status,
  error: row.error,
  batchId: row.provider_batch_id,
  payoutId: row.provider_payout_id,
  refunded: row.refunded_at !== null,
  sent:
    row.sent_amount === null || row.sent_currency === null
      ? null
      : {
          amount: row.sent_amount,
          currency: row.sent_currency,
          rate: row.exchange_rate,
          fee: row.fee_amount,
          feeCurrency: row.fee_currency,
        },
})

/** The withdrawal's row, locked until the transaction ends: one change of state at a time. */
export const lockWithdrawal = (trx: Transaction<Database>, id: string): Promise<WithdrawalRow | undefined> =>
  trx.selectFrom('payment_withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
