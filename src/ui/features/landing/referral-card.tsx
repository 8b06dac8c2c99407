import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import styles from './promo-panel.module.css'

/**
 * The referral promo card. The product keeps it but does not place it on the landing page
 * (docs/product/screens-and-routes.md#referral-card), so nothing renders it yet; it is kept ready
 * for the affiliate programme.
 */
export function ReferralCard() {
  return (
    <section className={`${styles.panel} ${styles.card}`} aria-labelledby="referral-heading">
      <img className={styles.art} src="/images/banners/referral.webp" alt="" width={600} height={400} loading="lazy" />
      <div className={styles.copy}>
        <h2 id="referral-heading" className={styles.heading}>
          Refer Your Friend and Earn Rewards!
        </h2>
        <p className={styles.text}>Share your link; when a friend joins and plays, you both get a bonus.</p>
        <Link href={PATHS.affiliates} className={styles.cta}>
          Get your link
        </Link>
      </div>
    </section>
  )
}
