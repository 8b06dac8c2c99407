import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { PageTitle } from '../../components/page-title'
import { OffMarketPanel } from './off-market-panel'
import styles from './off-market-page.module.css'

const POINTS: ReadonlyArray<readonly [string, string]> = [
  [
    'Independent studios',
    'Smaller teams with bolder ideas: arcade twists, unusual reels and quick-fire rounds you will not find in the main lobby.',
  ],
  ['One wallet', 'Off Market games play from the same balance as every other game, and every round shows up in your transactions.'],
  ['Same rules', 'Sweepstakes rules, limits and responsible-play tools apply exactly as they do everywhere else on Coinfall.'],
]

/** /off-market: what the off-market shelf is, from the header link and the lobby panel. */
export function OffMarketPage() {
  return (
    <div className={styles.page}>
      <PageTitle title="Off Market" />
      <OffMarketPanel headingLevel={1} />
      <section aria-labelledby="off-market-about" className={styles.about}>
        <h2 id="off-market-about">What is Off Market?</h2>
        <ul className={styles.points}>
          {POINTS.map(([title, text]) => (
            <li key={title} className={styles.point}>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="off-market-soon" className={styles.soon}>
        <h2 id="off-market-soon">The shelf is being stocked</h2>
        <p>New Off Market titles arrive in waves. Until the next drop, the full casino is one tap away.</p>
        <Link href={PATHS.casino} className={styles.cta}>
          Browse the casino
        </Link>
      </section>
    </div>
  )
}
