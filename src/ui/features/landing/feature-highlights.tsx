import type { ReactNode } from 'react'
import { BRAND_NAME } from '../../../core/shared/brand'
import styles from './feature-highlights.module.css'
import { HighlightIcon, type HighlightIconName } from './highlight-icon'
import { useReveal } from './use-reveal'

interface Highlight {
  readonly icon: HighlightIconName
  readonly figure: string
  readonly title: string
  readonly text: ReactNode
}

const HIGHLIGHTS: readonly Highlight[] = [
  { icon: 'reels', figure: '5,000+', title: 'Games', text: 'Slots, Plinko, crash, keno, roulette, table and fishing games.' },
  { icon: 'trophy', figure: '50,000×', title: 'Top win', text: 'The biggest wins pay up to 50,000 times the bet.' },
  { icon: 'bolt', figure: 'Instant', title: 'Deposits', text: 'Top up with lightning or crypto in seconds.' },
  { icon: 'gift', figure: 'Daily', title: 'Bonuses', text: 'Daily, weekly, happy-hour and join bonuses.' },
]

/** The animated section: the tiles rise and fade in, one after another, when scrolled into view. */
export function FeatureHighlights({ id }: { id: string }) {
  const { ref, shown } = useReveal<HTMLUListElement>()
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Why players choose {BRAND_NAME}
      </h2>
      <ul ref={ref} className={styles.tiles} data-shown={shown}>
        {HIGHLIGHTS.map((h, i) => (
          <li key={h.title} className={styles.tile} style={{ transitionDelay: `${i * 120}ms` }}>
            <HighlightIcon name={h.icon} />
            <p className={styles.figure}>
              {h.figure} <span className={styles.title}>{h.title}</span>
            </p>
            <p className={styles.text}>{h.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
