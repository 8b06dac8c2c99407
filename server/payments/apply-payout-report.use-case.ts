import type { PayoutReport } from './crypto-payouts.port'
import type { Withdrawal } from './withdrawal'
import { payoutEndedMessage } from './payout-messages'
import { gatewayStatus, isRefundedStatus } from './withdrawal-states.rules'
import type { Alongside, Withdrawals } from './withdrawals.port'

/**
 * Takes the gateway's own report of a payout (a re-read, never an IPN body) as far as the state
 * machine allows: a final withdrawal never moves, a refund happens only from a state that is not
 * final (so at most once), and a status we do not know changes nothing. True when it changed.
 * `alongside` (an operator's audit entry) commits with the change.
 */
export const makeApplyPayoutReport =
  (deps: { readonly withdrawals: Withdrawals }) =>
  async (withdrawal: Withdrawal, report: PayoutReport, alongside?: Alongside): Promise<boolean> => {
    const status = gatewayStatus(report.status)
    if (status === null) return false
    // The gateway echoes the withdrawal id we gave it: a payout of another withdrawal says nothing about this one.
    if (report.reference !== null && report.reference !== withdrawal.id) return false
    // The gateway's words are the operator's (provider_error); the player reads ours.
    await deps.withdrawals.noteProviderError(withdrawal.id, report.error)
    if (report.sent !== null) await deps.withdrawals.noteSent(withdrawal.id, report.sent)
    if (isRefundedStatus(status)) return deps.withdrawals.refund(withdrawal.id, status, payoutEndedMessage(status), alongside)
    return deps.withdrawals.move(withdrawal.id, status, { payout: { batchId: report.batchId, payoutId: report.payoutId } }, alongside)
  }

export type ApplyPayoutReport = ReturnType<typeof makeApplyPayoutReport>
