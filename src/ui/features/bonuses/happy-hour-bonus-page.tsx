import { useState } from 'react'
import { PageTitle } from '../../components/page-title'
import styles from './happy-hour-bonus-page.module.css'

const TABS = ['Happy Hour Bonus', 'Deposit Bonus', 'Joining Bonus'] as const

/**
 * /happyhourbonus: a 'Coming soon' placeholder whose countdown stays at 00:00:00 until happy hours
 * exist (docs/product/screens-and-routes.md#happy-hour-placeholder-page).
 */
export function HappyHourBonusPage() {
  const [active, setActive] = useState<(typeof TABS)[number]>(TABS[0])
  return (
    <section className={styles.page} aria-labelledby="hhb-heading">
      <PageTitle title="Coming soon" />
      <div role="group" aria-label="Bonus type" className={styles.tabs}>
        {TABS.map((tab) => (
          <button key={tab} type="button" aria-pressed={tab === active} className={styles.tab} onClick={() => setActive(tab)}>
            {tab}
          </button>
        ))}
      </div>
      <div className={styles.panel}>
        <p className={styles.kind}>{active}</p>
        <h1 id="hhb-heading">Coming soon</h1>
        <p className={styles.countdown} aria-label="Countdown: 0 hours, 0 minutes, 0 seconds">
          00:00:00
        </p>
      </div>
    </section>
  )
}
