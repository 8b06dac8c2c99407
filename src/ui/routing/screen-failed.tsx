import type { ReactNode } from 'react'
import styles from './screen-failed.module.css'

/** What a screen that broke shows: what happened, and two ways on (`wayBack` and a reload). */
export function ScreenFailed({ wayBack }: { wayBack: ReactNode }) {
  return (
    <section className={styles.screen} role="alert" aria-labelledby="screen-failed-heading">
      <h1 id="screen-failed-heading">Something went wrong</h1>
      <p className={styles.note}>This screen could not be shown. Go back to the lobby, or reload the page to try again.</p>
      <p className={styles.actions}>
        {wayBack}
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </p>
    </section>
  )
}
