import { createPortal } from 'react-dom'
import styles from './launch-loader.module.css'

/** Covers the screen while a game session is being opened. */
export function LaunchLoader({ name }: { name: string }) {
  return createPortal(
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.glow} aria-hidden="true">
        <span className={styles.coin} />
      </span>
      <p className={styles.text}>Loading game…</p>
      <p className={styles.name}>{name}</p>
    </div>,
    document.body,
  )
}
