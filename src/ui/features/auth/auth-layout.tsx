import type { ReactNode } from 'react'
import { Link } from '../../routing/link'
import { BRAND_NAME } from '../../../core/shared/brand'
import { PATHS } from '../../../core/navigation/paths'
import { PageTitle } from '../../components/page-title'
import styles from './auth-layout.module.css'

const PERKS = [
  '5,000+ games: slots, Plinko, crash and more',
  'Daily, weekly and happy-hour bonuses',
  'Instant lightning and crypto deposits',
]

/** Log in and sign up: an art panel beside the form card at desktop widths, the card alone on phones. */
export function AuthLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <aside className={styles.art} aria-label={`About ${BRAND_NAME}`}>
        <Link href={PATHS.landing} className={styles.logo}>
          <img src="/images/brand/logo.webp" alt={`${BRAND_NAME} home`} width={132} height={32} />
        </Link>
        <div className={styles.pitch}>
          <p className={styles.tagline}>
            Spin. Win. <span>Repeat.</span>
          </p>
          <ul className={styles.perks}>
            {PERKS.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div className={styles.stage} aria-hidden="true">
          {/* Lazy: a phone hides it, and a hidden lazy image is never fetched (31 KB beside the form's page). */}
          <img className={styles.machine} src="/images/landing/slot-machine.webp" alt="" width={420} height={560} loading="lazy" />
          {[1, 2, 3, 5].map((n) => (
            <img
              key={n}
              className={`${styles.coin} ${styles[`coin${n}`]}`}
              src={`/images/landing/coin-${n}.webp`}
              alt=""
              width={120}
              height={140}
            />
          ))}
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
        </div>
        <p className={styles.legal}>18+ only. No purchase necessary. Play responsibly.</p>
      </main>
    </div>
  )
}
