import type { ColumnType, Generated } from 'kysely'
import type { DepositStatus } from './deposit'

export interface PaymentsTables {
  payment_deposits: {
    /** Our invoice id (`inv_…`): the one the player's pages and polls use. */
    id: string
    user_id: number
    provider: 'speed' | 'nowpayments'
    /** Speed's payment id, or NOWPayments' invoice id: the provider object we created. */
    provider_payment_id: string
    amount_cents: number
    currency: Generated<string>
    status: DepositStatus
    payment_request: string | null
    checkout_url: string | null
    order_id: string | null
    expires_at: Date | null
    recorded_at: Date | null
    invoice_issued_at: Date | null
    ledger_transaction_id: number | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
    /** The USD value of all that arrived and was credited, in cents (migration 0091). */
    received_cents: Generated<number>
  }
  /** Each provider payment of a deposit: stored when first named, credited once (migration 0091). */
  payment_deposit_payments: {
    provider: 'speed' | 'nowpayments'
    provider_payment_id: string
    deposit_id: string
    parent_payment_id: string | null
    status: Generated<string>
    final: Generated<boolean>
    credited_cents: number | null
    ledger_transaction_id: number | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
  payment_withdrawals: {
    id: string
    user_id: number
    method: 'speed' | 'nowpayments'
    amount_cents: number
    currency: Generated<string>
    address: string
    payout_currency: string | null
    /** A state of withdrawal-states.rules.ts: ours, or the gateway's payout status (upper case). */
    status: string
    error: string | null
    provider_batch_id: string | null
    provider_payout_id: string | null
    refunded_at: Date | null
    created_at: Generated<Date>
    updated_at: Generated<Date>
    /** When the reconciler may next claim this withdrawal (a lease while one process works on it). */
    next_check_at: Generated<Date>
    /** What went out (decimal text, e.g. sats) and in what, the rate (sent per USD) and the provider's fee (migration 0090). */
    sent_amount: string | null
    sent_currency: string | null
    exchange_rate: string | null
    fee_amount: string | null
    fee_currency: string | null
    /** The provider's own words, for the operator only (migration 0092); the player reads `error`. */
    provider_error: string | null
    /** Set by the reconciler when nothing automatic can finish it: two operators decide (withdrawal-decision.rules.ts). */
    needs_decision_since: Generated<Date | null>
    needs_decision_why: Generated<string | null>
  }
  /** An operator's proposal to settle a withdrawal that needs a decision; another operator confirms it. */
  withdrawal_decision_proposals: {
    withdrawal_id: string
    outcome: 'paid' | 'refunded'
    reference: string | null
    reason: string
    proposed_by: number
    proposed_at: Generated<Date>
  }
  /** Each change of a withdrawal's status, written by a trigger (migration 0051): the status timeline. */
  payment_withdrawal_events: {
    id: Generated<number>
    withdrawal_id: string
    status: string
    error: string | null
    refunded: boolean
    at: Generated<Date>
  }
  /** The reconciler's last run, by name ('withdrawals'): what an operator's screen shows. */
  payment_reconciler_runs: {
    name: string
    started_at: Date
    finished_at: Date
    examined: number
    changed: number
    failed: number
    error: string | null
  }
  /** The sandboxes' provider objects, stored in the shape the real API answers with. */
  payment_sandbox_objects: {
    id: string
    kind: string
    data: ColumnType<Record<string, unknown>, string, string>
    created_at: Generated<Date>
    updated_at: Generated<Date>
  }
}
