import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { BannerPicture } from './banner-picture'
import styles from './off-market-panel.module.css'

/** 'Play Off Market Games': the promo panel leading to /off-market. */
export function OffMarketPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className={styles.panel} aria-labelledby="off-market-heading">
      <BannerPicture name="off-market" className={styles.art} />
      <div className={styles.copy}>
        <Heading id="off-market-heading" className={styles.heading}>
          Play Off Market Games
        </Heading>
        <p className={styles.text}>
          Arcade-style originals from independent studios, outside the main lobby. Same wallet, same sweepstakes rules.
        </p>
        {headingLevel === 2 && (
          <Link href={PATHS.offMarket} className={styles.cta}>
            Explore Off Market
          </Link>
        )}
      </div>
    </section>
  )
}
