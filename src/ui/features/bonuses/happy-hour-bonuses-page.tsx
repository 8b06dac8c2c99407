import { Link } from 'wouter'
import { PATHS } from '../../../core/navigation/paths'
import { BonusScreen } from './bonus-screen'
import styles from './bonus-panel.module.css'

/** /happy-hour-bonuses: 'Coming Soon' (docs/product/screens-and-routes.md#happy-hour). */
export function HappyHourBonusesPage() {
  return (
    <BonusScreen title="Happy Hour" intro="Boosted play at set hours of the day.">
      <section className={styles.panel} aria-labelledby="happy-hour-soon">
        <img className={styles.art} src="/images/bonuses/happy-hour.svg" alt="" width={240} height={200} />
        <div className={styles.copy}>
          <h2 id="happy-hour-soon" className={styles.title}>
            Coming Soon
          </h2>
          <p className={styles.text}>Happy Hour is not running yet. Until it starts, the whole casino is open.</p>
          <Link href={PATHS.casino} className={styles.cta}>
            Browse the casino
          </Link>
        </div>
      </section>
    </BonusScreen>
  )
}
