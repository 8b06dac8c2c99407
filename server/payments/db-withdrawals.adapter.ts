import { storableProviderText } from './provider-text.rules'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import { toWithdrawal, type WithdrawalRow } from './withdrawal-rows'
import { W } from './withdrawal-states.rules'
import { withdrawalTransitions, type WithdrawalLimits } from './withdrawal-transitions'
import type { Withdrawals } from './withdrawals.port'

/** What the reconciler settles: crypto payouts on their way, and rows an earlier release left half-written. */
const CRYPTO_UNSETTLED = [W.debited, W.submitting, W.unconfirmed, W.creating, W.waiting, W.processing, W.sending]
/**
 * States a request is still working through; the reconciler leaves them alone for the grace period,
 * and a lightning send that has no Speed id yet too (its approval may still be waiting for Speed).
 */
const IN_A_REQUEST = [W.requested, W.debited, W.submitting]
const FINAL = [W.refused, W.sent, W.finished, W.failed, W.rejected]

export function dbWithdrawals(db: Db, ledger: PaymentLedger, limits: WithdrawalLimits): Withdrawals {
  const one = async (column: 'id' | 'provider_payout_id', value: string) => {
    const row = await db.selectFrom('payment_withdrawals').selectAll().where(column, '=', value).executeTakeFirst()
    return row === undefined ? null : toWithdrawal(row)
  }
  return {
    ...withdrawalTransitions(db, ledger, limits),
    find: (id) => one('id', id),
    findByPayout: (payoutId) => one('provider_payout_id', payoutId),
    noteSent: async (id, sent) => {
      await db
        .updateTable('payment_withdrawals')
        .set({
          sent_amount: sent.amount,
          sent_currency: sent.currency,
          exchange_rate: sent.rate,
          ...(sent.fee === null ? {} : { fee_amount: sent.fee, fee_currency: sent.feeCurrency }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute()
    },
    noteProviderError: async (id, text) => {
      const stored = storableProviderText(text)
      if (stored === null) return
      await db
        .updateTable('payment_withdrawals')
        .set({ provider_error: stored, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute()
    },
    notePayout: async (id, ids) => {
      await db
        .updateTable('payment_withdrawals')
        .set({
          provider_batch_id: ids.batchId,
          provider_payout_id: ids.payoutId,
          updated_at: sql<Date>`now()`,
          next_check_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .where('provider_payout_id', 'is', null)
        .execute()
    },
    needDecision: async (id, why) => {
      const { numUpdatedRows } = await db
        .updateTable('payment_withdrawals')
        .set({ needs_decision_since: sql<Date>`now()`, needs_decision_why: why, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('needs_decision_since', 'is', null)
        .where('status', 'not in', FINAL)
        .executeTakeFirst()
      return numUpdatedRows > 0n
    },
    claimDue: async ({ limit, leaseMs, graceMs }) => {
      const { rows } = await sql<WithdrawalRow>`
        update payment_withdrawals set next_check_at = now() + make_interval(secs => ${leaseMs / 1000})
        where id in (
          select id from payment_withdrawals
          where next_check_at <= now()
            and ((method = 'nowpayments' and status in (${sql.join(CRYPTO_UNSETTLED)}))
              or (method = 'speed' and status = ${W.sending})
              or status = ${W.requested}
              or (refunded_at is not null and status not in (${sql.join(FINAL)})))
            and needs_decision_since is null
            and ((status not in (${sql.join(IN_A_REQUEST)}) and (method <> 'speed' or provider_payout_id is not null))
              or updated_at <= now() - make_interval(secs => ${graceMs / 1000}))
          order by next_check_at
          limit ${limit}
          for update skip locked)
        returning *`.execute(db)
      return rows.map(toWithdrawal)
    },
  }
}
