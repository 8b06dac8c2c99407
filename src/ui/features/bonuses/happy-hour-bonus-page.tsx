import { useState } from 'react'
import { PageTitle } from '../../components/page-title'
import { useScreenRead } from '../../hooks/use-screen-read'
import { promotionTerms } from './bonuses.reads'
import { HappyHourCountdown } from './happy-hour-countdown'
import styles from './happy-hour-bonus-page.module.css'

/** What the screen shows: asked for as the address changes, beside the screen's code. */
export const screenReads = [promotionTerms]

const TABS = ['Happy Hour Bonus', 'Deposit Bonus', 'Joining Bonus'] as const

/**
 * /happyhourbonus: the happy-hour countdown, live, with the rule of the bonus each tab names
 * (docs/product/screens-and-routes.md#happy-hour-placeholder-page).
 */
export function HappyHourBonusPage() {
  const [active, setActive] = useState<(typeof TABS)[number]>(TABS[0])
  const terms = useScreenRead(promotionTerms)
  return (
    <section className={styles.page} aria-labelledby="hhb-heading">
      <PageTitle title="Happy Hour" />
      <div role="group" aria-label="Bonus type" className={styles.tabs}>
        {TABS.map((tab) => (
          <button key={tab} type="button" aria-pressed={tab === active} className={styles.tab} onClick={() => setActive(tab)}>
            {tab}
          </button>
        ))}
      </div>
      <div className={styles.panel}>
        <p className={styles.kind}>{active}</p>
        <h1 id="hhb-heading">Happy Hour</h1>
        {terms._tag === 'Failed' && <p className={styles.rule}>The happy-hour times could not be loaded. Please try again later.</p>}
        {terms._tag === 'Loaded' && (
          <>
            <HappyHourCountdown windows={terms.value.happyHour.windows} className={styles.countdown} labelClassName={styles.rule} />
            <p className={styles.rule}>{active === 'Joining Bonus' ? terms.value.join.rule : terms.value.happyHour.rule}</p>
          </>
        )}
      </div>
    </section>
  )
}
