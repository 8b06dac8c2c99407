import type { ReactNode } from 'react'
import { PageTitle } from '../../components/page-title'
import { BonusTabs } from './bonus-tabs'
import styles from './bonus-screen.module.css'

/** The frame of every bonus page: its heading, a line about it, the shared tabs, then its content. */
export function BonusScreen({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={styles.screen} aria-labelledby="bonus-heading">
      <PageTitle title={title} />
      <header className={styles.banner}>
        <div className={styles.copy}>
          <p className={styles.kicker}>Bonuses</p>
          <h1 id="bonus-heading" className={styles.heading}>
            {title}
          </h1>
          <p className={styles.intro}>{intro}</p>
        </div>
        <img className={styles.art} src="/images/bonuses/bonus-banner.webp" alt="" width={220} height={160} />
      </header>
      <BonusTabs />
      {children}
    </section>
  )
}
