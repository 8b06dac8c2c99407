import { useEffect, useRef, useState } from 'react'
import { REASON_MAX_LENGTH, reasonProblem } from '../../../core/operator/reason.rules'
import styles from './operator.module.css'

/**
 * Asks why, before an action the audit log records with its reason (a rejection the player reads,
 * a lock). A native modal dialog, so focus stays inside it and Escape closes it.
 */
export function ReasonDialog({
  title,
  label,
  confirm,
  busy,
  onConfirm,
  onClose,
}: {
  title: string
  label: string
  confirm: string
  busy: boolean
  onConfirm: (reason: string) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement | null>(null)
  const [reason, setReason] = useState('')
  const tooShort = reasonProblem(reason) !== undefined
  useEffect(() => {
    const dialog = ref.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="reason-title" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          if (!tooShort) onConfirm(reason.trim())
        }}
      >
        <h2 id="reason-title">{title}</h2>
        <label htmlFor="reason-text">{label}</label>
        <textarea id="reason-text" value={reason} maxLength={REASON_MAX_LENGTH} required onChange={(e) => setReason(e.target.value)} />
        <div className={styles.actions}>
          <button type="submit" className={styles.danger} disabled={busy || tooShort}>
            {busy ? 'Working…' : confirm}
          </button>
          <button type="button" className={styles.secondary} onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
