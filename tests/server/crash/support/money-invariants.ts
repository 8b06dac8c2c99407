import { sql } from 'kysely'
import type { Db } from '../../../../server/db/database'

/** Statuses that say where a withdrawal stands to a player and an operator, and what happens next. */
const VISIBLE = ['PENDING', 'UNCONFIRMED', 'CREATING', 'WAITING', 'PROCESSING', 'SENDING', 'SENT', 'FINISHED', 'FAILED', 'REJECTED']

const rows = async <T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(db)).rows

/**
 * Every invariant the money must keep, however the server died: each entry lists what breaks it
 * (empty lists mean it holds), so a failure names the rows. `confirmed` is what the server told
 * players before it died: each of those must still be there.
 */
export async function moneyInvariants(
  db: Db,
  confirmed: { readonly withdrawals: readonly string[]; readonly deposits: readonly string[] },
) {
  const withdrawals = new Set((await db.selectFrom('payment_withdrawals').select('id').execute()).map((r) => r.id))
  const completed = new Set(
    (await db.selectFrom('payment_deposits').select('id').where('status', '=', 'completed').execute()).map((r) => r.id),
  )
  const [total] = await rows<{ cents: number }>(db, sql`select coalesce(sum(amount_cents), 0)::bigint as cents from ledger_entries`)
  return {
    confirmedWithdrawalsLost: confirmed.withdrawals.filter((id) => !withdrawals.has(id)),
    confirmedDepositsLost: confirmed.deposits.filter((id) => !completed.has(id)),
    entriesSumToZero: Number(total?.cents ?? 0) === 0,
    unbalancedTransactions: await rows(
      db,
      sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
    ),
    movementsWithoutEntries: await rows(
      db,
      sql`
      select t.id, t.kind from ledger_transactions t
      where t.amount_cents <> 0 and not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`,
    ),
    negativeBalances: await rows(db, sql`select id, balance_cents from ledger_accounts where balance_cents < 0`),
    balancesOffTheirEntries: await rows(
      db,
      sql`
      select a.id, a.balance_cents, coalesce(sum(e.amount_cents), 0)::bigint as entries from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id where a.user_id is not null
      group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
    ),
    debitsWithoutWithdrawal: await rows(
      db,
      sql`
      select t.idempotency_key from ledger_transactions t where t.kind = 'withdrawal'
      and not exists (select 1 from payment_withdrawals w where t.idempotency_key = 'withdrawal:' || w.id)`,
    ),
    withdrawalsWithoutDebit: await rows(
      db,
      sql`
      select w.id, w.status from payment_withdrawals w
      where not exists (select 1 from ledger_transactions t where t.idempotency_key = 'withdrawal:' || w.id and t.kind = 'withdrawal')`,
    ),
    withdrawalsNotVisible: await rows(
      db,
      sql`select id, method, status from payment_withdrawals where status not in (${sql.join(VISIBLE)})`,
    ),
    // Every withdrawal that is not final has a next step somebody takes: an operator's approval
    // (PENDING), the provider's word re-read by its id, or two operators' decision.
    withdrawalsWithoutNextStep: await rows(
      db,
      sql`
      select id, method, status from payment_withdrawals
      where status not in ('SENT', 'FINISHED', 'FAILED', 'REJECTED', 'REFUSED', 'PENDING')
        and provider_payout_id is null and needs_decision_since is null`,
    ),
    refundsOutOfStep: await rows(
      db,
      sql`
      select w.id, w.status, w.refunded_at is not null as marked, exists (select 1 from ledger_transactions t where t.idempotency_key = 'withdrawal-refund:' || w.id) as refunded
      from payment_withdrawals w
      where (w.status in ('FAILED', 'REJECTED')) <> (w.refunded_at is not null)
         or (w.refunded_at is not null) <> exists (select 1 from ledger_transactions t where t.idempotency_key = 'withdrawal-refund:' || w.id)`,
    ),
    debitedTwice: await rows(
      db,
      sql`
      select metadata->>'withdrawal_id' as id, count(*)::int as debits from ledger_transactions where kind = 'withdrawal'
      group by metadata->>'withdrawal_id' having count(*) > 1`,
    ),
    refundedTwice: await rows(
      db,
      sql`
      select reverses_transaction_id, count(*)::int as refunds from ledger_transactions where reverses_transaction_id is not null
      group by reverses_transaction_id having count(*) > 1`,
    ),
    // A payout the (sandbox) gateway holds for a withdrawal that was also refunded is money paid twice.
    paidOutAndRefunded: await rows(
      db,
      sql`
      select o.id from payment_sandbox_objects o join payment_withdrawals w on w.id = o.data->'withdrawals'->0->>'unique_external_id'
      where o.kind = 'np_payout' and w.refunded_at is not null and o.data->'withdrawals'->0->>'status' not in ('FAILED', 'REJECTED')`,
    ),
    depositsCreditedTwice: await rows(
      db,
      sql`
      select idempotency_key from ledger_transactions where kind = 'deposit' group by idempotency_key having count(*) > 1`,
    ),
  }
}

export type MoneyInvariants = Awaited<ReturnType<typeof moneyInvariants>>

/** How the crash left the withdrawals: counts by method and status (for the test's report). */
export const withdrawalCounts = (db: Db) =>
  rows<{ method: string; status: string; n: number }>(
    db,
    sql`select method, status, count(*)::int as n from payment_withdrawals group by method, status order by method, status`,
  )
