import { useState } from 'react'
import styles from './rotating-dots.module.css'

const SIDE_DOTS = 5

/**
 * The rotating-dot line under the carousel (docs/product/screens-and-routes.md#rotating-dots). It
 * starts paused; the element with id center-dot, the middle dot, pauses and resumes it.
 */
export function RotatingDots() {
  const [running, setRunning] = useState(false)
  const dots = (side: 'left' | 'right') =>
    Array.from({ length: SIDE_DOTS }, (_, i) => {
      const step = side === 'left' ? i : SIDE_DOTS + 1 + i
      return <span key={`${side}-${i}`} className={styles.dot} style={{ animationDelay: `${step * 0.12}s` }} />
    })
  return (
    <div className={styles.line} data-running={running}>
      <span className={styles.side} aria-hidden="true">
        {dots('left')}
      </span>
      <button id="center-dot" type="button" className={styles.center} aria-pressed={running} onClick={() => setRunning((r) => !r)}>
        <span className={styles.orbit} aria-hidden="true" />
        <span className="visually-hidden">Rotate dots</span>
      </button>
      <span className={styles.side} aria-hidden="true">
        {dots('right')}
      </span>
    </div>
  )
}
