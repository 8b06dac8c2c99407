import type { PaymentLedger } from '../ledger/payment-ledger.port'
import { withdrawalKey, withdrawalRefundKey, type Withdrawal } from './withdrawal'
import type { Withdrawals } from './withdrawals.port'

/**
 * Gives a stopped payout's money back and records why. The ledger reverses the debit at most
 * once, so a REJECTED answer followed by a FAILED IPN (or a replayed one) refunds once.
 */
export const makeRefundWithdrawal = (deps: { ledger: PaymentLedger; withdrawals: Withdrawals }) =>
  async (withdrawal: Pick<Withdrawal, 'id' | 'userId'>, status: string, error: string | null): Promise<void> => {
    const refund = await deps.ledger.refundWithdrawal({
      userId: withdrawal.userId,
      withdrawalIdempotencyKey: withdrawalKey(withdrawal.id),
      idempotencyKey: withdrawalRefundKey(withdrawal.id),
    })
    // UnknownMovement: the debit never happened, so there is nothing to give back.
    if (!refund.ok && refund.refusal._tag !== 'UnknownMovement') throw new Error(`withdrawal ${withdrawal.id} could not be refunded: ${refund.refusal._tag}`)
    if (refund.ok) await deps.withdrawals.markRefunded(withdrawal.id)
    await deps.withdrawals.update(withdrawal.id, { status, error })
  }

export type RefundWithdrawal = ReturnType<typeof makeRefundWithdrawal>
