import { useState } from 'react'
import { limitsSentence } from '../../../core/operator/adjustment-limits.rules'
import type { OperatorUser } from '../../../core/operator/operator'
import { useLoad } from '../../hooks/use-load'
import { PendingAdjustments } from './pending-adjustments'
import { adjustmentProblems, newAdjustmentKey, type AdjustmentField } from '../../../core/operator/adjustment.rules'
import { operatorErrorText } from '../../../core/operator/operator-error.rules'
import type { OperatorRefusal } from '../../../core/operator/operator-refusal'
import { TextField } from '../../components/text-field'
import { useOperatorDependency } from '../../di/operator-container-context'
import { ruleErrors } from '../../forms/field-errors'
import { useForm } from '../../forms/use-form'
import styles from './operator.module.css'
import { LoadingOrFailed, type Said, SaidLine } from './console-status'

const freshKey = () => newAdjustmentKey(crypto.getRandomValues(new Uint8Array(16)))

/**
 * A signed-off credit or debit of one balance, with a reason. The form's key stays the same until
 * it succeeds, so a retried submit (a lost answer, a double click) moves the money once. Above it,
 * the limits in one sentence; below it, the player's adjustments waiting for a second operator.
 */
export function AdjustmentFormSection({ user, playerId, onAdjusted }: { user: OperatorUser; playerId: number; onAdjusted: () => void }) {
  const adjustBalance = useOperatorDependency('AdjustBalance')
  const loadApprovals = useOperatorDependency('LoadAdjustmentApprovals')
  const [round, setRound] = useState(0)
  const approvals = useLoad(() => loadApprovals(playerId), [loadApprovals, playerId, round])
  const changed = () => {
    setRound((r) => r + 1)
    onAdjusted()
  }
  const [key, setKey] = useState(freshKey)
  const [said, setSaid] = useState<Said>(null)
  const form = useForm({
    initial: { direction: 'credit', balance: 'withdrawable', amount: '', reason: '' },
    check: (v) => adjustmentProblems(v),
    run: (v) =>
      adjustBalance(playerId, {
        direction: v.direction === 'debit' ? 'debit' : 'credit',
        balance: v.balance === 'bonus' ? 'bonus' : 'withdrawable',
        amount: v.amount,
        reason: v.reason,
        idempotencyKey: key,
      }),
    fieldErrors: (r: OperatorRefusal<AdjustmentField>) => ruleErrors<AdjustmentField>(r._tag === 'InvalidForm' ? r.errors : {}),
    accepted: () => (v) => ({ ...v, amount: '', reason: '' }),
    done: (receipt) => {
      setKey(freshKey())
      setSaid({
        text: receipt.proposed
          ? 'Proposed: nothing moves until another operator confirms it below.'
          : receipt.replayed
            ? 'Already done: nothing moved twice.'
            : 'Adjusted. The player sees it in their transactions.',
        failed: false,
      })
      changed()
    },
    refused: (refusal) => setSaid(refusal._tag === 'InvalidForm' ? null : { text: operatorErrorText(refusal), failed: true }),
  })
  return (
    <section aria-labelledby="adjust-title" className={styles.card}>
      <h2 id="adjust-title">Adjust a balance</h2>
      <p className={styles.status} id="adjust-rule">
        {approvals._tag === 'Loaded' ? limitsSentence(approvals.value.limits, approvals.value.adjustedTodayCents) : ''}
      </p>
      <form ref={form.formRef} className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate aria-label="Adjust a balance">
        <div className={styles.tools}>
          <label>
            Direction
            <select value={form.values.direction} onChange={(e) => form.change('direction', e.target.value)}>
              <option value="credit">Credit (add)</option>
              <option value="debit">Debit (take)</option>
            </select>
          </label>
          <label>
            Balance
            <select value={form.values.balance} onChange={(e) => form.change('balance', e.target.value)}>
              <option value="withdrawable">Withdrawable</option>
              <option value="bonus">Bonus</option>
            </select>
          </label>
        </div>
        <TextField
          id="adjust-amount"
          label="Amount (USD)"
          inputMode="decimal"
          autoComplete="off"
          value={form.values.amount}
          onChange={(v) => form.change('amount', v)}
          error={form.messageOf('amount')}
        />
        <TextField
          id="adjust-reason"
          label="Reason"
          autoComplete="off"
          hint="The player reads it in their transactions; the audit log keeps it."
          value={form.values.reason}
          onChange={(v) => form.change('reason', v)}
          error={form.messageOf('reason')}
        />
        <SaidLine said={said} />
        <button type="submit" className={styles.button} disabled={form.submitting}>
          {form.submitting ? 'Adjusting…' : 'Adjust'}
        </button>
      </form>
      <LoadingOrFailed load={approvals} />
      {/* Kept mounted while the list reloads, so what the last decision said stays on screen. */}
      <PendingAdjustments user={user} pending={approvals._tag === 'Loaded' ? approvals.value.pending : []} onDecided={changed} />
    </section>
  )
}
