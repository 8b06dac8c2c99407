import type { BalanceAdjustment, InsufficientFunds } from './ledger.port'
import { assertCents } from './ledger-transaction-row'
import type { Leg } from './movement-legs'
import type { Movement } from './run-movement'

const insufficient: InsufficientFunds = { _tag: 'InsufficientFunds' }

/** Against the house's adjustments account; a debit never takes the balance below zero. */
export function adjustmentMovement(m: BalanceAdjustment): Movement<InsufficientFunds> {
  assertCents(Math.abs(m.signedCents))
  const legs: readonly Leg[] = [
    { account: 'operator_adjustments', cents: -m.signedCents },
    { account: m.balance, cents: m.signedCents },
  ]
  return {
    kind: 'adjustment',
    userId: m.userId,
    idempotencyKey: m.idempotencyKey,
    metadata: m.metadata,
    // The balance counts too: a retry naming the other balance is another adjustment, not a replay.
    isSame: (row) =>
      row.kind === 'adjustment' && row.user_id === m.userId && row.amount_cents === m.signedCents && row.metadata['balance'] === m.balance,
    plan: async (_trx, accounts) => (m.signedCents < 0 && accounts[m.balance].balanceCents < -m.signedCents ? insufficient : { legs }),
  }
}
