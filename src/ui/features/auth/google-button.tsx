import { GOOGLE_UNAVAILABLE_MESSAGE } from './google-unavailable'
import { useDependency } from '../../di/container-context'
import styles from './auth-form.module.css'

/** The Google option of both forms. The specification shows no behaviour, so it says it is not ready. */
export function GoogleButton({ label }: { label: string }) {
  const notifier = useDependency('Notifier')
  return (
    <button type="button" className={styles.google} onClick={() => notifier.info(GOOGLE_UNAVAILABLE_MESSAGE)}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#fff" />
        <path d="M17.6 12.2c0-.4 0-.8-.1-1.2H12v2.3h3.2a2.8 2.8 0 0 1-1.2 1.8v1.5h1.9c1.1-1 1.7-2.6 1.7-4.4z" fill="#4a80f5" />
        <path d="M12 18c1.6 0 3-.5 3.9-1.4L14 15.1c-.5.4-1.2.6-2 .6-1.5 0-2.8-1-3.3-2.4H6.8v1.5A6 6 0 0 0 12 18z" fill="#35a853" />
        <path d="M8.7 13.3a3.6 3.6 0 0 1 0-2.6V9.2H6.8a6 6 0 0 0 0 5.6z" fill="#f9bc15" />
        <path d="M12 8.3c.9 0 1.7.3 2.3.9l1.7-1.7A6 6 0 0 0 6.8 9.2l1.9 1.5C9.2 9.3 10.5 8.3 12 8.3z" fill="#e94435" />
      </svg>
      {label}
    </button>
  )
}
