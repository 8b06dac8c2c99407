import styles from './payment-form.module.css'

/**
 * The specification's 'Processing...' line. The live region is always in the page, empty when
 * idle, so a screen reader announces the text when a request starts.
 */
export function ProcessingStatus({ busy }: { busy: boolean }) {
  return (
    <p role="status" aria-live="polite" className={styles.status}>
      {busy && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          Processing...
        </>
      )}
    </p>
  )
}
