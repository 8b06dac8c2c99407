import * as E from 'fp-ts/Either'
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely'
import type { Db, Database } from '../db/database'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import type { Deposit } from './deposit'
import type { Deposits, NewDeposit } from './deposits.port'
import { depositKey, paymentCreditKey } from './payment-ids'

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

export function dbDeposits(db: Db, ledger: PaymentLedger): Deposits {
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
    paymentCount: async (depositId) => {
      const row = await db
        .selectFrom('payment_deposit_payments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('deposit_id', '=', depositId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    creditPayment: (v, alongside) =>
      db.transaction().execute(async (trx) => {
        const payment = (eb: ExpressionBuilder<Database, 'payment_deposit_payments'>) =>
          eb.and([eb('provider', '=', v.provider), eb('provider_payment_id', '=', v.paymentId)])
        await trx
          .insertInto('payment_deposit_payments')
          .values({ provider: v.provider, provider_payment_id: v.paymentId, deposit_id: v.depositId, parent_payment_id: v.parentPaymentId })
          .onConflict((oc) => oc.columns(['provider', 'provider_payment_id']).doNothing())
          .execute()
        const row = await trx
          .selectFrom('payment_deposit_payments')
          .select(['credited_cents', 'ledger_transaction_id'])
          .where(payment)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const moves = ledger.within(trx)
        // A first credit that a release before this one committed without its record still counts.
        const unrecorded = row.credited_cents === null ? await moves.movementUnder(depositKey(v.provider, v.paymentId)) : null
        const before = row.credited_cents ?? unrecorded?.amountCents ?? 0
        let transactionId = unrecorded?.transactionId ?? null
        if (v.totalCents > before) {
          const credited = await moves.creditDeposit({
            userId: v.userId,
            amountCents: v.totalCents - before,
            idempotencyKey: paymentCreditKey(v.provider, v.paymentId, before, v.totalCents),
            metadata: v.metadata,
          })()
          // The key belongs to this payment alone: another amount or player under it is a broken invariant.
          if (E.isLeft(credited))
            throw new Error(`deposit ${v.depositId} payment ${v.paymentId} could not be credited: ${credited.left._tag}`)
          transactionId = credited.right.transactionId
          await alongside?.(trx, { userId: v.userId, depositId: v.depositId, creditedCents: v.totalCents - before })
        }
        await trx
          .updateTable('payment_deposit_payments')
          .set({
            status: 'credited',
            final: v.final,
            // A payment the sweep found in the list was stored before its parent was known.
            parent_payment_id: sql<string | null>`coalesce(parent_payment_id, ${v.parentPaymentId})`,
            // Credits only grow: a late, smaller report never lowers what was credited.
            credited_cents: Math.max(before, v.totalCents),
            ledger_transaction_id: sql<number>`coalesce(ledger_transaction_id, ${transactionId})`,
            updated_at: sql<Date>`now()`,
          })
          .where(payment)
          .execute()
        await trx
          .updateTable('payment_deposits')
          .set({
            status: 'completed',
            ledger_transaction_id: sql<number>`coalesce(ledger_transaction_id, ${transactionId})`,
            received_cents: sql<number>`(select coalesce(sum(credited_cents), 0) from payment_deposit_payments where deposit_id = ${v.depositId})`,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', v.depositId)
          .execute()
      }),
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
    nameless: async (limit, notBefore, createdBefore) => {
      // Least recently looked for first, and marked looked for in the same statement: deposits
      // never paid (an abandoned checkout) take their turn instead of hiding newer ones.
      const rows = await db
        .updateTable('payment_deposits')
        .set({ updated_at: sql`now()` })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('payment_deposits as d')
            .select('d.id')
            .where('d.provider', '=', 'nowpayments')
            .where('d.status', '=', 'pending')
            .where('d.created_at', '>=', notBefore)
            .where('d.created_at', '<', createdBefore)
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner.selectFrom('payment_deposit_payments as p').select('p.deposit_id').whereRef('p.deposit_id', '=', 'd.id'),
                ),
              ),
            )
            .orderBy('d.updated_at')
            .limit(limit),
        )
        .returningAll()
        .execute()
      return rows.map((row) => ({ deposit: toDeposit(row), createdAt: row.created_at }))
    },
    findById: (id) => one(base().where('id', '=', id)),
  }
}
