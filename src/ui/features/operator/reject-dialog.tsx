import { useEffect, useRef, useState } from 'react'
import styles from './operator.module.css'

/**
 * Asks why a withdrawal is refused: the player reads the reason. A native modal dialog, so focus
 * stays inside it and Escape closes it.
 */
export function RejectDialog({
  withdrawalId,
  busy,
  onReject,
  onClose,
}: {
  withdrawalId: string
  busy: boolean
  onReject: (reason: string) => void
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement | null>(null)
  const [reason, setReason] = useState('')
  const tooShort = reason.trim().length < 3
  useEffect(() => {
    const dialog = ref.current
    if (dialog !== null && !dialog.open) dialog.showModal()
  }, [])
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="reject-title" onClose={onClose}>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault()
          if (!tooShort) onReject(reason.trim())
        }}
      >
        <h2 id="reject-title">Reject withdrawal {withdrawalId}</h2>
        <label htmlFor="reject-reason">Reason (the player reads it)</label>
        <textarea id="reject-reason" value={reason} maxLength={500} required onChange={(e) => setReason(e.target.value)} />
        <div className={styles.actions}>
          <button type="submit" className={styles.danger} disabled={busy || tooShort}>
            {busy ? 'Rejecting…' : 'Reject and refund'}
          </button>
          <button type="button" className={styles.secondary} onClick={() => ref.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
