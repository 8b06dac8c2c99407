import styles from './page-loader.module.css'

/** Shown while a screen's code loads. */
export function PageLoader() {
  return (
    <div className={styles.loader} role="status">
      <span className={styles.coin} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  )
}
