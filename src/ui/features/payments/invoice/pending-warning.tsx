import styles from './invoice.module.css'

/** The specification's pending-transaction warning. */
export function PendingWarning() {
  return (
    <div className={styles.warning} role="note" aria-labelledby="pending-warning-title">
      <span className={styles.warningMark} aria-hidden="true">
        !
      </span>
      <div>
        <p id="pending-warning-title" className={styles.warningTitle}>
          Your transaction is pending
        </p>
        <p>
          Keep this page open until the payment is confirmed: we check every few seconds and take you to the lobby as soon as it is. Pay
          this invoice only once, and before it expires.
        </p>
      </div>
    </div>
  )
}
