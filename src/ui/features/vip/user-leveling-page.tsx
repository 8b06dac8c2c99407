import { PageTitle } from '../../components/page-title'
import styles from './user-leveling-page.module.css'
import { VipLevelCarousel } from './vip-level-carousel'
import { VipStatusCard } from './vip-status-card'

/**
 * /user-leveling: the player's static level card and the three VIP levels
 * (docs/product/screens-and-routes.md#vip-levels).
 */
export function UserLevelingPage() {
  return (
    <section className={styles.screen} aria-labelledby="vip-heading">
      <PageTitle title="VIP Levels" />
      <div>
        <p className={styles.kicker}>VIP</p>
        <h1 id="vip-heading" className={styles.heading}>
          VIP Levels
        </h1>
        <p className={styles.intro}>Each level raises your daily withdrawal limit and the bonus you receive.</p>
      </div>
      <div className={styles.grid}>
        <VipStatusCard />
        <VipLevelCarousel />
      </div>
    </section>
  )
}
