import * as E from 'fp-ts/Either'
import type { ApplyPayoutReport } from './apply-payout-report.use-case'
import type { CryptoPayouts, PayoutIds } from './crypto-payouts.port'
import type { Withdrawal } from './withdrawal'
import { isFinal } from './withdrawal-states.rules'
import type { Withdrawals } from './withdrawals.port'
import { ipnText } from './nowpayments/ipn-text'

export interface PayoutIpnDeps {
  readonly withdrawals: Withdrawals
  readonly payouts: CryptoPayouts
  readonly applyReport: ApplyPayoutReport
}

/** The withdrawal a (signed) payout IPN is about: by the payout id we hold, else by the id we sent as unique_external_id. */
async function withdrawalOf(deps: PayoutIpnDeps, payoutId: string | null, reference: string | null): Promise<Withdrawal | null> {
  const byPayout = payoutId === null ? null : await deps.withdrawals.findByPayout(payoutId)
  return byPayout ?? (reference === null ? null : await deps.withdrawals.find(reference))
}

/**
 * A payout IPN only says "look at this payout": its status is never taken. The payout is re-read
 * from the gateway and the state machine decides what may follow (apply-payout-report). A payout
 * that cannot be re-read now keeps the ids the IPN named, so the reconciler re-reads it later.
 * Answers the withdrawal's status afterwards, or what happened instead.
 */
export const makeReceivePayoutIpn =
  (deps: PayoutIpnDeps) =>
  async (body: Readonly<Record<string, unknown>>): Promise<string> => {
    const named = { batchId: ipnText(body.batch_withdrawal_id), payoutId: ipnText(body.id) }
    const withdrawal = await withdrawalOf(deps, named.payoutId, ipnText(body.unique_external_id))
    if (withdrawal === null || withdrawal.method !== 'nowpayments') return 'ignored'
    if (isFinal(withdrawal.status)) return withdrawal.status
    if (withdrawal.payoutId !== null && named.payoutId !== null && named.payoutId !== withdrawal.payoutId) return 'ignored'
    const ids: PayoutIds | null =
      withdrawal.batchId !== null && withdrawal.payoutId !== null
        ? { batchId: withdrawal.batchId, payoutId: withdrawal.payoutId }
        : named.batchId !== null && named.payoutId !== null
          ? { batchId: named.batchId, payoutId: named.payoutId }
          : null
    if (ids === null) return 'ignored'
    const read = await deps.payouts.readPayout(ids)()
    if (E.isLeft(read)) {
      if (withdrawal.payoutId === null) await deps.withdrawals.notePayout(withdrawal.id, ids)
      return 'deferred'
    }
    await deps.applyReport(withdrawal, read.right)
    return (await deps.withdrawals.find(withdrawal.id))?.status ?? 'ignored'
  }

export type ReceivePayoutIpn = ReturnType<typeof makeReceivePayoutIpn>
