import * as E from 'fp-ts/Either'
import { useState } from 'react'
import type { PendingAdjustment } from '../../../core/operator/adjustments/adjustment-approvals'
import type { OperatorUser } from '../../../core/operator/operator'
import { operatorErrorText } from '../../../core/operator/operator-error.rules'
import { formatUsd } from '../../../core/shared/money'
import { useOperatorDependency } from '../../di/operator-container-context'
import { ReasonDialog } from './reason-dialog'
import styles from './operator.module.css'
import { type Said, SaidLine } from './console-status'

const at = (iso: string): string => new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC'

/**
 * A player's adjustments waiting for a second operator: another operator confirms (the money moves
 * once) or declines with a reason; the proposer can only withdraw theirs.
 */
export function PendingAdjustments({
  user,
  pending,
  onDecided,
}: {
  user: OperatorUser
  pending: readonly PendingAdjustment[]
  onDecided: () => void
}) {
  const actions = useOperatorDependency('AdjustmentApprovalActions')
  const [busy, setBusy] = useState(false)
  const [declining, setDeclining] = useState<PendingAdjustment | null>(null)
  const [said, setSaid] = useState<Said>(null)
  const run = async (task: ReturnType<typeof actions.confirm>, done: string) => {
    setBusy(true)
    const result = await task()
    setBusy(false)
    setDeclining(null)
    setSaid(E.isRight(result) ? { text: done, failed: false } : { text: operatorErrorText(result.left), failed: true })
    onDecided()
  }
  return (
    <div>
      <SaidLine said={said} />
      {pending.length > 0 && (
        <table className={styles.table}>
          <caption>Adjustments waiting for a second operator</caption>
          <thead>
            <tr>
              <th scope="col">Proposed</th>
              <th scope="col">Adjustment</th>
              <th scope="col">Reason</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {pending.map((p) => {
              const what = `${p.direction === 'credit' ? 'Credit' : 'Debit'} ${formatUsd(p.amountCents)} ${p.balance}`
              const mine = p.proposedBy.id === user.id
              return (
                <tr key={p.id}>
                  <td data-label="Proposed">
                    {p.proposedBy.username}, {at(p.proposedAt)}
                  </td>
                  <td data-label="Adjustment">{what}</td>
                  <td data-label="Reason">{p.reason}</td>
                  <td data-label="Decision">
                    <div className={styles.actions}>
                      {mine ? (
                        <span>Waiting for another operator.</span>
                      ) : (
                        <button
                          type="button"
                          className={styles.button}
                          disabled={busy}
                          aria-label={`Confirm: ${what}`}
                          onClick={() => void run(actions.confirm(p.id), `Confirmed: ${what}. The player sees it in their transactions.`)}
                        >
                          Confirm
                        </button>
                      )}
                      <button
                        type="button"
                        className={styles.danger}
                        disabled={busy}
                        aria-label={`${mine ? 'Withdraw' : 'Decline'}: ${what}`}
                        onClick={() => setDeclining(p)}
                      >
                        {mine ? 'Withdraw' : 'Decline'}
                      </button>
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {declining !== null && (
        <ReasonDialog
          title={`Decline the ${formatUsd(declining.amountCents)} ${declining.direction}`}
          label="Reason (kept in the audit log)"
          confirm="Decline"
          busy={busy}
          onClose={() => setDeclining(null)}
          onConfirm={(reason) => void run(actions.decline(declining.id, reason), 'Declined: nothing moved.')}
        />
      )}
    </div>
  )
}
