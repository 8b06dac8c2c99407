import { sql, type Selectable } from 'kysely'
import type { Db, Database } from '../db/database'
import type { Deposit } from './deposit'
import type { Deposits } from './deposits.port'

const toDeposit = (row: Selectable<Database['payment_deposits']>): Deposit => ({
  id: row.id,
  userId: row.user_id,
  provider: row.provider,
  providerPaymentId: row.provider_payment_id,
  amountCents: row.amount_cents,
  status: row.status,
  paymentRequest: row.payment_request,
  checkoutUrl: row.checkout_url,
  orderId: row.order_id,
  expiresAt: row.expires_at,
})

export function dbDeposits(db: Db): Deposits {
  const one = async (query: ReturnType<typeof base>) => {
    const row = await query.executeTakeFirst()
    return row === undefined ? null : toDeposit(row)
  }
  const base = () => db.selectFrom('payment_deposits').selectAll()
  const stamp = (id: string, column: 'recorded_at' | 'invoice_issued_at') =>
    db
      .updateTable('payment_deposits')
      .set({ [column]: sql`coalesce(${sql.ref(column)}, now())`, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute()

  return {
    create: async (d) => {
      await db
        .insertInto('payment_deposits')
        .values({
          id: d.id,
          user_id: d.userId,
          provider: d.provider,
          provider_payment_id: d.providerPaymentId,
          amount_cents: d.amountCents,
          status: 'pending',
          payment_request: d.paymentRequest,
          checkout_url: d.checkoutUrl,
          order_id: d.orderId,
          expires_at: d.expiresAt,
        })
        .execute()
    },
    findForUser: (userId, ref) =>
      one(
        base()
          .where('user_id', '=', userId)
          .where((eb) => eb.or([eb('id', '=', ref), eb('provider_payment_id', '=', ref)])),
      ),
    findByProviderPayment: (provider, id) => one(base().where('provider', '=', provider).where('provider_payment_id', '=', id)),
    findByOrderId: (orderId) => one(base().where('order_id', '=', orderId)),
    markRecorded: async (id) => {
      await stamp(id, 'recorded_at')
    },
    markInvoiceIssued: async (id) => {
      await stamp(id, 'invoice_issued_at')
    },
    noteStatus: async (id, status) => {
      await db
        .updateTable('payment_deposits')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', '<>', 'completed')
        .execute()
    },
    markCompleted: async (id, ledgerTransactionId) => {
      await db
        .updateTable('payment_deposits')
        .set({ status: 'completed', ledger_transaction_id: ledgerTransactionId, updated_at: sql`now()` })
        .where('id', '=', id)
        .where('status', '<>', 'completed')
        .execute()
    },
  }
}
