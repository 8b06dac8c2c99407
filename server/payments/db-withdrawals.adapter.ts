import { sql, type Selectable } from 'kysely'
import type { Db, Database } from '../db/database'
import type { Withdrawal } from './withdrawal'
import type { Withdrawals } from './withdrawals.port'

const toWithdrawal = (row: Selectable<Database['payment_withdrawals']>): Withdrawal => ({
  id: row.id,
  userId: row.user_id,
  method: row.method,
  amountCents: row.amount_cents,
  address: row.address,
  payoutCurrency: row.payout_currency,
  status: row.status,
  refunded: row.refunded_at !== null,
})

export function dbWithdrawals(db: Db): Withdrawals {
  const base = () => db.selectFrom('payment_withdrawals').selectAll()
  return {
    create: async (w) => {
      await db
        .insertInto('payment_withdrawals')
        .values({
          id: w.id, user_id: w.userId, method: w.method, amount_cents: w.amountCents, address: w.address,
          payout_currency: w.payoutCurrency, status: 'REQUESTED',
        })
        .execute()
    },
    find: async (id) => {
      const row = await base().where('id', '=', id).executeTakeFirst()
      return row === undefined ? null : toWithdrawal(row)
    },
    findByPayout: async (payoutId) => {
      const row = await base().where('provider_payout_id', '=', payoutId).executeTakeFirst()
      return row === undefined ? null : toWithdrawal(row)
    },
    update: async (id, u) => {
      await db
        .updateTable('payment_withdrawals')
        .set({
          status: u.status,
          ...(u.error !== undefined ? { error: u.error } : {}),
          ...(u.batchId !== undefined ? { provider_batch_id: u.batchId } : {}),
          ...(u.payoutId !== undefined ? { provider_payout_id: u.payoutId } : {}),
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .execute()
    },
    markRefunded: async (id) => {
      await db.updateTable('payment_withdrawals').set({ refunded_at: sql`coalesce(refunded_at, now())`, updated_at: sql`now()` }).where('id', '=', id).execute()
    },
  }
}
