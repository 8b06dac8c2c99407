import { STATIC_PLAYER_LEVEL, VIP_LEVELS } from '../../../core/vip/vip-levels'
import { formatLevelAmount } from '../../../core/vip/level-amount.rules'
import styles from './vip-status-card.module.css'

/**
 * The static status card: 'You are on level 0', then level 1 with its amount and the 'Daily
 * Withdrawal Limit' row twice, kept exactly as first specified
 * (docs/product/screens-and-routes.md#vip-levels).
 */
export function VipStatusCard() {
  const next = VIP_LEVELS[0]
  if (next === undefined) return null
  const limit = formatLevelAmount(next.dailyWithdrawalLimitCents)
  return (
    <section className={styles.card} aria-labelledby="vip-status-heading">
      <div className={styles.now}>
        <img className={styles.badge} src={`/images/vip/badge-${STATIC_PLAYER_LEVEL}.svg`} alt="" width={120} height={128} />
        <h2 id="vip-status-heading" className={styles.title}>
          You are on level {STATIC_PLAYER_LEVEL}
        </h2>
      </div>
      <div className={styles.next}>
        <div className={styles.nextHead}>
          <img src={`/images/vip/badge-${next.rank}.svg`} alt="" width={40} height={43} />
          <h3 className={styles.level}>Level {next.rank}</h3>
          <p className={styles.amount}>{formatLevelAmount(next.amountCents)}</p>
        </div>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>Daily Withdrawal Limit</dt>
            <dd>{limit}</dd>
          </div>
          <div className={styles.row}>
            <dt>Daily Withdrawal Limit</dt>
            <dd>{limit}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
