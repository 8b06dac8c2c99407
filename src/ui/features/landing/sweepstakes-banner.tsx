import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import styles from './promo-panel.module.css'

/** The 'Sweepstakes' banner: the art is decoration, the words carry the message. */
export function SweepstakesBanner() {
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="sweepstakes-heading">
      <img className={styles.art} src="/images/banners/sweepstakes.webp" alt="" width={1200} height={400} loading="lazy" />
      <div className={styles.copy}>
        <p className={styles.kicker}>No purchase necessary</p>
        <h2 id="sweepstakes-heading" className={styles.heading}>
          Sweepstakes
        </h2>
        <p className={styles.text}>Play with free coins every day and turn your wins into real prizes.</p>
        <Link href={PATHS.signup} className={styles.cta}>
          Claim free coins
        </Link>
      </div>
    </section>
  )
}
