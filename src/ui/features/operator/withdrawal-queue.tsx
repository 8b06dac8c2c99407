import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { useRef, useState } from 'react'
import type { OperatorUser, QueuedWithdrawal, QueueStage } from '../../../core/operator/operator'
import { operatorRefusalText, sessionEnded } from '../../../core/operator/operator-error.rules'
import type { OperatorRefusal } from '../../../core/operator/operator-refusal'
import { oldestFirst, queueActions, type QueueAction } from '../../../core/operator/queue-actions.rules'
import { waitingTime } from '../../../core/operator/waiting-time.rules'
import { formatUsd } from '../../../core/shared/money'
import { useOperatorDependency } from '../../di/operator-container-context'
import { PageTitle } from '../../components/page-title'
import { useLoad } from '../../hooks/use-load'
import { DecisionDialog } from './decision-dialog'
import { DecisionNote } from './decision-note'
import { ReasonDialog } from './reason-dialog'
import styles from './operator.module.css'
import { LoadingOrFailed, type Said, SaidLine } from './console-status'

const STAGES: readonly { readonly value: QueueStage | ''; readonly label: string }[] = [
  { value: '', label: 'Waiting or on their way' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'failed', label: 'Failed' },
  { value: 'decision', label: 'Needs a decision' },
]

const ACTION_LABEL: Record<QueueAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  recheck: 'Re-check',
  propose: 'Decide',
  confirm: 'Confirm decision',
  decline: 'Decline decision',
}

const DANGER: ReadonlySet<QueueAction> = new Set(['reject', 'decline'])
const PRIMARY: ReadonlySet<QueueAction> = new Set(['approve', 'confirm', 'propose'])

const outcomeText = (w: QueuedWithdrawal, action: QueueAction): string =>
  action === 'approve'
    ? `Withdrawal ${w.id} is ${w.status}${w.error !== null ? `: ${w.error}` : ''}.`
    : action === 'reject'
      ? `Withdrawal ${w.id} was rejected and refunded.`
      : action === 'propose'
        ? `Your decision on ${w.id} waits for another operator to confirm it.`
        : action === 'decline'
          ? `The decision on ${w.id} was declined; it still needs one.`
          : `Withdrawal ${w.id} is ${w.status}.`

/** The withdrawal queue: oldest first, each row with what the operator's permissions allow. */
export function WithdrawalQueue({ user, onSessionEnded }: { user: OperatorUser; onSessionEnded: () => void }) {
  const loadQueue = useOperatorDependency('LoadWithdrawalQueue')
  const approve = useOperatorDependency('ApproveWithdrawal')
  const reject = useOperatorDependency('RejectWithdrawal')
  const recheck = useOperatorDependency('RecheckWithdrawal')
  const propose = useOperatorDependency('ProposeWithdrawalDecision')
  const confirm = useOperatorDependency('ConfirmWithdrawalDecision')
  const decline = useOperatorDependency('DeclineWithdrawalDecision')
  const [stage, setStage] = useState<QueueStage | ''>('')
  const queue = useLoad(() => loadQueue(stage === '' ? null : stage), [loadQueue, stage])
  const [busy, setBusy] = useState<string | null>(null)
  const [rejecting, setRejecting] = useState<string | null>(null)
  const [deciding, setDeciding] = useState<QueuedWithdrawal | null>(null)
  const [declining, setDeclining] = useState<string | null>(null)
  const [said, setSaid] = useState<Said>(null)

  // One decision at a time: a ref, so a second click before the re-render is refused too.
  const inFlight = useRef(false)
  const act = async (id: string, action: QueueAction, task: TE.TaskEither<OperatorRefusal<'reason' | 'reference'>, QueuedWithdrawal>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(id)
    const result = await task()
    inFlight.current = false
    setBusy(null)
    setRejecting(null)
    setDeciding(null)
    setDeclining(null)
    if (E.isLeft(result) && sessionEnded(result.left)) return onSessionEnded()
    setSaid(
      E.isRight(result)
        ? { text: outcomeText(result.right, action), failed: false }
        : { text: operatorRefusalText(result.left), failed: true },
    )
    queue.reload()
  }
  const run = (w: QueuedWithdrawal, action: QueueAction) => {
    if (action === 'reject') return setRejecting(w.id)
    if (action === 'propose') return setDeciding(w)
    if (action === 'decline') return setDeclining(w.id)
    if (action === 'confirm') return void act(w.id, action, confirm(w.id))
    if (action === 'approve') return void act(w.id, action, approve(w.id))
    return void act(w.id, action, recheck(w.id))
  }

  return (
    <section aria-labelledby="queue-title">
      <PageTitle title="Withdrawal queue" />
      <h1 id="queue-title">Withdrawal queue</h1>
      <div className={styles.tools}>
        <label>
          Stage
          <select value={stage} onChange={(e) => setStage(e.target.value as QueueStage | '')}>
            {STAGES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.secondary} onClick={queue.reload}>
          Refresh
        </button>
      </div>
      <SaidLine said={said} />
      <LoadingOrFailed load={queue} loading="Loading the queue…" />
      {queue._tag === 'Loaded' && (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label="Withdrawals waiting">
          <table className={styles.table}>
            <caption>
              {queue.value.total === 0 ? 'Nothing waits: every withdrawal is settled.' : `${queue.value.total} withdrawals, oldest first`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Withdrawal</th>
                <th scope="col">Player</th>
                <th scope="col">Amount</th>
                <th scope="col">Destination</th>
                <th scope="col">Status</th>
                <th scope="col">Waiting</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {oldestFirst(queue.value.withdrawals).map((w) => (
                <tr key={w.id}>
                  <td data-label="Withdrawal">
                    {w.id}
                    <br />
                    <span className={styles.status}>
                      {w.method === 'speed' ? 'Lightning (Speed)' : `Crypto (${(w.payoutCurrency ?? '').toUpperCase()})`}
                    </span>
                  </td>
                  <td data-label="Player">
                    {w.player.username}
                    {w.player.locked ? ' (locked)' : ''}
                    <br />
                    <span className={styles.status}>#{w.player.id}</span>
                  </td>
                  <td data-label="Amount">{formatUsd(w.amountCents)}</td>
                  <td data-label="Destination" className={styles.destination}>
                    {w.destination}
                  </td>
                  <td data-label="Status">
                    {w.status}
                    {w.error !== null && <span className={styles.status}> — {w.error}</span>}
                    {w.decision !== null && <DecisionNote decision={w.decision} />}
                  </td>
                  <td data-label="Waiting">{waitingTime(w.ageSeconds)}</td>
                  <td data-label="Actions">
                    <div className={styles.actions}>
                      {queueActions(w, user.permissions, user.id).map((action) => (
                        <button
                          key={action}
                          type="button"
                          className={DANGER.has(action) ? styles.danger : PRIMARY.has(action) ? styles.button : styles.secondary}
                          disabled={busy !== null}
                          aria-label={`${ACTION_LABEL[action]} ${w.id}`}
                          onClick={() => run(w, action)}
                        >
                          {busy === w.id ? '…' : ACTION_LABEL[action]}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rejecting !== null && (
        <ReasonDialog
          title={`Reject withdrawal ${rejecting}`}
          label="Reason (the player reads it)"
          confirm="Reject and refund"
          busy={busy !== null}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => void act(rejecting, 'reject', reject(rejecting, reason))}
        />
      )}
      {deciding !== null && (
        <DecisionDialog
          withdrawal={deciding}
          busy={busy !== null}
          onClose={() => setDeciding(null)}
          onPropose={(form) => void act(deciding.id, 'propose', propose(deciding.id, form))}
        />
      )}
      {declining !== null && (
        <ReasonDialog
          title={`Decline the decision on ${declining}`}
          label="Why (the audit log keeps it)"
          confirm="Decline"
          busy={busy !== null}
          onClose={() => setDeclining(null)}
          onConfirm={(reason) => void act(declining, 'decline', decline(declining, reason))}
        />
      )}
    </section>
  )
}
