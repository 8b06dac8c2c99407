import type { InsufficientFunds, UnknownMovement } from './ledger.port'
import { assertCents } from './ledger-transaction-row'
import { depositLegs, withdrawalLegs } from './movement-legs'
import type { PaymentMovement, WithdrawalRefund } from './payment-ledger.port'
import { reversePlan } from './reverse-plan'
import { reversing, sameAmount } from './round-movements'
import type { Movement } from './run-movement'

const insufficient: InsufficientFunds = { _tag: 'InsufficientFunds' }

export function depositMovement(m: PaymentMovement): Movement {
  assertCents(m.amountCents)
  return {
    kind: 'deposit',
    userId: m.userId,
    idempotencyKey: m.idempotencyKey,
    metadata: m.metadata ?? {},
    isSame: sameAmount('deposit', m.userId, m.amountCents),
    plan: async () => ({ legs: depositLegs(m.amountCents) }),
  }
}

/** Takes the withdrawable balance only: refused (nothing written) when it falls short. */
export function withdrawalMovement(m: PaymentMovement): Movement<InsufficientFunds> {
  assertCents(m.amountCents)
  return {
    kind: 'withdrawal',
    userId: m.userId,
    idempotencyKey: m.idempotencyKey,
    metadata: m.metadata ?? {},
    isSame: sameAmount('withdrawal', m.userId, m.amountCents),
    plan: async (_trx, a) => {
      const legs = withdrawalLegs({ bonus: a.bonus.balanceCents, withdrawable: a.withdrawable.balanceCents }, m.amountCents)
      return legs ? { legs } : insufficient
    },
  }
}

export const withdrawalRefundMovement = (m: WithdrawalRefund): Movement<UnknownMovement> => ({
  kind: 'rollback',
  userId: m.userId,
  idempotencyKey: m.idempotencyKey,
  metadata: { reverses_key: m.withdrawalIdempotencyKey },
  isSame: reversing(m.userId, m.withdrawalIdempotencyKey),
  plan: reversePlan(m.userId, 'withdrawal', m.withdrawalIdempotencyKey),
})
