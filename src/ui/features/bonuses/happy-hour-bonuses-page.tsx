import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { useScreenRead } from '../../hooks/use-screen-read'
import { promotionTerms } from './bonuses.reads'
import { BonusScreen } from './bonus-screen'
import styles from './bonus-panel.module.css'
import { HappyHourCountdown } from './happy-hour-countdown'

/** What the screen shows the player: read ahead of a tap from the other bonus pages. */
export const screenReads = [promotionTerms]

/** /happy-hour-bonuses: the live countdown and the happy-hour rule (docs/product/bonuses.md#happy-hour). */
export function HappyHourBonusesPage() {
  const terms = useScreenRead(promotionTerms)
  return (
    <BonusScreen title="Happy Hour" intro="Deposits made during happy hour earn a matched bonus.">
      <section className={styles.panel} aria-labelledby="happy-hour-heading">
        <img className={styles.art} src="/images/bonuses/happy-hour.webp" alt="" width={240} height={200} />
        <div className={styles.copy}>
          <h2 id="happy-hour-heading" className={styles.title}>
            Happy hour countdown
          </h2>
          {terms._tag === 'Loading' && <p className={styles.text}>Loading the happy-hour times…</p>}
          {terms._tag === 'Failed' && <p className={styles.text}>The happy-hour times could not be loaded. Please try again later.</p>}
          {terms._tag === 'Loaded' && (
            <>
              <HappyHourCountdown windows={terms.value.happyHour.windows} className={styles.countdown} labelClassName={styles.text} />
              <p className={styles.text} data-testid="happy-hour-rule">
                {terms.value.happyHour.rule}
              </p>
            </>
          )}
          <Link href={PATHS.wallet} className={styles.cta}>
            Deposit
          </Link>
        </div>
      </section>
    </BonusScreen>
  )
}
