import { sql, type Kysely, type Selectable } from 'kysely'
import type { Db, Database } from '../db/database'
import type { Deposit } from './deposit'
import type { Deposits, NewDeposit } from './deposits.port'

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
  receivedCents: row.received_cents,
})

/** A new pending deposit; also written under the deposit-limit lock (server/safer-play/deposit-limit-gate.ts). */
export async function insertDeposit(q: Kysely<Database>, d: NewDeposit): Promise<void> {
  await q
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
}

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
    create: (d) => insertDeposit(db, d),
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
    notePayment: async (p) => {
      await db
        .insertInto('payment_deposit_payments')
        .values({ provider: p.provider, provider_payment_id: p.paymentId, deposit_id: p.depositId, parent_payment_id: p.parentPaymentId })
        .onConflict((oc) => oc.columns(['provider', 'provider_payment_id']).doNothing())
        .execute()
    },
    notePaymentStatus: async (provider, paymentId, status, final) => {
      await db
        .updateTable('payment_deposit_payments')
        .set({ status, final, updated_at: sql`now()` })
        .where('provider', '=', provider)
        .where('provider_payment_id', '=', paymentId)
        .execute()
    },
    creditedFor: async (provider, paymentId) => {
      const row = await db
        .selectFrom('payment_deposit_payments')
        .select('credited_cents')
        .where('provider', '=', provider)
        .where('provider_payment_id', '=', paymentId)
        .executeTakeFirst()
      return row?.credited_cents ?? 0
    },
    paymentCount: async (depositId) => {
      const row = await db
        .selectFrom('payment_deposit_payments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('deposit_id', '=', depositId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    recordCredit: async (c) => {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('payment_deposit_payments')
          .values({
            provider: c.provider,
            provider_payment_id: c.paymentId,
            deposit_id: c.depositId,
            parent_payment_id: c.parentPaymentId,
            status: c.status,
            final: c.final,
            credited_cents: c.creditedCents,
            ledger_transaction_id: c.ledgerTransactionId,
          })
          .onConflict((oc) =>
            oc.columns(['provider', 'provider_payment_id']).doUpdateSet({
              status: c.status,
              final: c.final,
              // Credits only grow: a late, smaller report never lowers what was credited.
              credited_cents: sql<number>`greatest(coalesce(payment_deposit_payments.credited_cents, 0), ${c.creditedCents})`,
              ledger_transaction_id: sql<number>`coalesce(payment_deposit_payments.ledger_transaction_id, ${c.ledgerTransactionId})`,
              updated_at: sql<Date>`now()`,
            }),
          )
          .execute()
        await trx
          .updateTable('payment_deposits')
          .set({
            status: 'completed',
            ledger_transaction_id: sql<number>`coalesce(ledger_transaction_id, ${c.ledgerTransactionId})`,
            received_cents: sql<number>`(select coalesce(sum(credited_cents), 0) from payment_deposit_payments where deposit_id = ${c.depositId})`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', c.depositId)
          .execute()
      })
    },
    sweepable: async (limit, notBefore) => {
      const deposits = await base()
        .where('provider', '=', 'speed')
        .where('status', 'in', ['pending', 'partially_paid'])
        .where('created_at', '>=', notBefore)
        .orderBy('updated_at')
        .limit(limit)
        .execute()
      const payments = await db
        .selectFrom('payment_deposit_payments')
        .select(['provider', 'provider_payment_id', 'deposit_id'])
        .where('final', '=', false)
        .where('created_at', '>=', notBefore)
        .orderBy('updated_at')
        .limit(limit)
        .execute()
      return {
        deposits: deposits.map(toDeposit),
        payments: payments.map((p) => ({ provider: p.provider, paymentId: p.provider_payment_id, depositId: p.deposit_id })),
      }
    },
    findById: (id) => one(base().where('id', '=', id)),
  }
}
