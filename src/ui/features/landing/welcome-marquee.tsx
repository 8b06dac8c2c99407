import { useState } from 'react'
import { BRAND_NAME } from '../../../core/shared/brand'
import styles from './welcome-marquee.module.css'

/** The welcome line repeats 10 times (docs/product/constants.md#landing-page). */
export const MARQUEE_REPEATS = 10

/**
 * The brand name scrolling by. Assistive tech hears it once (the label); the ten copies are
 * decoration. It pauses on hover or focus, and for good with the button (WCAG 2.2.2).
 */
export function WelcomeMarquee() {
  const [paused, setPaused] = useState(false)
  return (
    <div className={styles.band} data-paused={paused}>
      <div role="marquee" aria-label={`Welcome to ${BRAND_NAME}`} className={styles.viewport}>
        <div className={styles.track} aria-hidden="true">
          {Array.from({ length: MARQUEE_REPEATS }, (_, i) => (
            <span key={i} className={styles.item}>
              {BRAND_NAME}
            </span>
          ))}
        </div>
      </div>
      <button type="button" className={styles.pause} aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
        <span aria-hidden="true" className={paused ? styles.playGlyph : styles.pauseGlyph} />
        <span className="visually-hidden">Pause welcome marquee</span>
      </button>
    </div>
  )
}
