import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { ApplyPayoutReport } from '../payments/apply-payout-report.use-case'
import type { CryptoPayouts } from '../payments/crypto-payouts.port'
import type { LightningPayouts } from '../payments/lightning-payouts.port'
import type { Withdrawal } from '../payments/withdrawal'
import { isFinal, W } from '../payments/withdrawal-states.rules'
import type { Withdrawals } from '../payments/withdrawals.port'
import type { AuditLog } from './audit-log.port'
import { settleInstantSend } from './settle-instant-send'
import { audited, type OperatorActor, type WithdrawalDecisionError } from './withdrawal-decisions'

export interface Rechecked {
  readonly withdrawal: Withdrawal
  readonly changed: boolean
}

/**
 * Re-reads a payout on its way at its provider (what the reconciler does every few minutes, now):
 * a crypto payout at the gateway (GET /payout/{batch}), whose word the state machine applies; a
 * lightning send at Speed (GET /send/{id}). A change commits with its audit entry; a re-read that
 * changed nothing is audited on its own.
 */
export const makeRecheckWithdrawal =
  (deps: {
    readonly withdrawals: Withdrawals
    readonly payouts: CryptoPayouts
    readonly lightning: LightningPayouts
    readonly applyReport: ApplyPayoutReport
    readonly audit: AuditLog
    readonly db: Parameters<AuditLog['record']>[0]
  }) =>
  (actor: OperatorActor, withdrawalId: string): TE.TaskEither<WithdrawalDecisionError, Rechecked> =>
  async () => {
    const found = await deps.withdrawals.find(withdrawalId)
    if (found === null) return E.left({ _tag: 'NotFound' })
    if (isFinal(found.status)) return E.left({ _tag: 'AlreadyDecided', status: found.status })
    if (found.payoutId === null || found.batchId === null || found.status === W.pending)
      return E.left({ _tag: 'NothingToRead', status: found.status })
    let changed: boolean
    if (found.method === 'nowpayments') {
      const read = await deps.payouts.readPayout({ batchId: found.batchId, payoutId: found.payoutId })()
      if (E.isLeft(read)) return E.left({ _tag: 'ProviderUnavailable' })
      const status = read.right.status.toUpperCase()
      changed = await deps.applyReport(
        found,
        read.right,
        audited(deps.audit, actor, 'withdrawal.rechecked', { status, error: read.right.error }),
      )
    } else {
      const read = await deps.lightning.readSend(found.payoutId)()
      // A send Speed cannot show now is no proof it was never paid: nothing changes.
      if (E.isLeft(read)) return E.left({ _tag: 'ProviderUnavailable' })
      changed = ['sent', 'failed'].includes(await settleInstantSend(deps, actor, withdrawalId, read))
    }
    const now = await deps.withdrawals.find(withdrawalId)
    if (now === null) throw new Error(`withdrawal ${withdrawalId} vanished`)
    if (!changed) {
      await deps.audit.record(deps.db, {
        operatorId: actor.operatorId,
        via: 'api',
        action: 'withdrawal.rechecked',
        target: { type: 'withdrawal', id: withdrawalId },
        before: { status: found.status },
        after: { status: now.status },
        address: actor.address,
      })
    }
    return E.right({ withdrawal: now, changed: now.status !== found.status })
  }

export type RecheckWithdrawal = ReturnType<typeof makeRecheckWithdrawal>
