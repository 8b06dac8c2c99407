import styles from './payment-form.module.css'

/**
 * Submit. While a request runs it is aria-disabled rather than disabled, so it keeps the
 * keyboard focus; the form ignores a second submit meanwhile.
 */
export function SubmitButton({ busy, label = 'Submit' }: { busy: boolean; label?: string }) {
  return (
    <button type="submit" className={styles.submit} aria-disabled={busy}>
      {label}
    </button>
  )
}
