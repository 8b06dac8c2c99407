import { useEffect } from 'react'
import { formatUsd } from '../../../core/shared/money'
import { VIP_RULE } from '../../../core/vip/vip-status.rules'
import { PageTitle } from '../../components/page-title'
import { useDependency } from '../../di/container-context'
import { useLoad } from '../../hooks/use-load'
import styles from './user-leveling-page.module.css'
import { VipLevelCarousel } from './vip-level-carousel'
import { VipStatusCard } from './vip-status-card'
import { vipAndReferralsArea } from '../../../composition/areas/vip-and-referrals.area'

/**
 * /user-leveling: the player's own level from their total wagered, the way to the next, their
 * daily withdrawal limit and the levels (docs/product/vip-and-referrals.md).
 */
export function UserLevelingPage() {
  const vip = useDependency('VipStatus', vipAndReferralsArea)
  const notifier = useDependency('Notifier')
  const status = useLoad(() => vip.read(), [vip])
  // Once per answer: a level's bonus is paid (and told) by the read that found it due, once.
  const loaded = status._tag === 'Loaded' ? status.value : null
  useEffect(() => {
    for (const rank of loaded?.paidNow ?? []) {
      const level = loaded?.levels.find((l) => l.rank === rank)
      if (level) notifier.success(`Level ${level.numeral} reached: a ${formatUsd(level.bonusCents)} bonus is in your bonus balance.`)
    }
  }, [loaded, notifier])
  return (
    <section className={styles.screen} aria-labelledby="vip-heading">
      <PageTitle title="VIP Levels" />
      <div>
        <p className={styles.kicker}>VIP</p>
        <h1 id="vip-heading" className={styles.heading}>
          VIP Levels
        </h1>
        <p className={styles.intro}>{VIP_RULE}</p>
      </div>
      {status._tag === 'Loading' && <p className={styles.intro}>Loading your level…</p>}
      {status._tag === 'Failed' && <p className={styles.intro}>Your level could not be loaded. Please try again later.</p>}
      {status._tag === 'Loaded' && (
        <div className={styles.grid}>
          <VipStatusCard status={status.value} />
          <VipLevelCarousel levels={status.value.levels} />
        </div>
      )}
    </section>
  )
}
