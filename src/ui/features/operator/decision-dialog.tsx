import { useEffect, useRef, useState } from 'react'
import { decisionProblems } from '../../../core/operator/decision.rules'
import type { DecisionForm, DecisionOutcome, QueuedWithdrawal } from '../../../core/operator/operator'
import { REASON_MAX_LENGTH } from '../../../core/operator/reason.rules'
import styles from './operator.module.css'

/**
 * The first operator's half of settling a withdrawal nothing automatic can finish: paid (with the
 * provider's reference) or refunded, and what they found. A native modal dialog, so focus stays
 * inside it and Escape closes it; a second operator confirms the proposal from the queue.
 */
export function DecisionDialog({
  withdrawal,
  busy,
  onPropose,
  onClose,
}: {
  withdrawal: QueuedWithdrawal
  busy: boolean
  onPropose: (form: DecisionForm) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement | null>(null)
  const [form, setForm] = useState<DecisionForm>({ outcome: 'refunded', reference: '', reason: '' })
  const problems = decisionProblems(form)
  const ready = Object.keys(problems).length === 0
  useEffect(() => {
    const dialog = ref.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }, [])
  const choose = (outcome: DecisionOutcome) => setForm((f) => ({ ...f, outcome }))
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="decision-title" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          if (ready) onPropose(form)
        }}
      >
        <h2 id="decision-title">Decide withdrawal {withdrawal.id}</h2>
        <p className={styles.status}>{withdrawal.decision?.why}</p>
        <fieldset className={styles.choices}>
          <legend>What happened to the money</legend>
          <label>
            <input type="radio" name="outcome" checked={form.outcome === 'refunded'} onChange={() => choose('refunded')} />
            It never went out: refund the player
          </label>
          <label>
            <input type="radio" name="outcome" checked={form.outcome === 'paid'} onChange={() => choose('paid')} />
            It went out: mark it paid
          </label>
        </fieldset>
        {form.outcome === 'paid' && (
          <>
            <label htmlFor="decision-reference">The provider&apos;s reference (send or payout id, or transaction hash)</label>
            <input
              id="decision-reference"
              value={form.reference}
              maxLength={200}
              required
              autoComplete="off"
              onChange={(e) => setForm((f) => ({ ...f, reference: e.target.value }))}
            />
          </>
        )}
        <label htmlFor="decision-reason">What you found (the operator who confirms reads it)</label>
        <textarea
          id="decision-reason"
          value={form.reason}
          maxLength={REASON_MAX_LENGTH}
          required
          onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy || !ready}>
            {busy ? 'Working…' : 'Propose'}
          </button>
          <button type="button" className={styles.secondary} onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
