import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import styles from './promo-panel.module.css'

/** The landing page's promo card (docs/product/screens-and-routes.md#landing-page). */
export function PromoCard() {
  return (
    <section className={`${styles.panel} ${styles.card}`} aria-labelledby="promo-heading">
      <img className={styles.art} src="/images/banners/promo-card.webp" alt="" width={600} height={400} loading="lazy" />
      <div className={styles.copy}>
        <h2 id="promo-heading" className={styles.heading}>
          Where the excitement knows no bounds
        </h2>
        <p className={styles.text}>Cards, dice, wheels and reels: a new favourite is one spin away.</p>
        <Link href={PATHS.casino} className={styles.cta}>
          Explore the casino
        </Link>
      </div>
    </section>
  )
}
