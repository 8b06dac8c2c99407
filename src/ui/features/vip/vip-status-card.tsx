import { useId } from 'react'
import { formatUsd } from '../../../core/shared/money'
import { formatLevelAmount } from '../../../core/vip/level-amount.rules'
import type { VipStatus } from '../../../core/vip/vip-status'
import styles from './vip-status-card.module.css'

/**
 * The player's own level from their total wagered, the way to the next level, and today's
 * withdrawal limit (docs/product/vip-and-referrals.md).
 */
export function VipStatusCard({ status }: { status: VipStatus }) {
  const id = useId()
  const next = status.levels.find((l) => l.rank === status.nextLevel) ?? null
  const from = status.levels.find((l) => l.rank === status.level)?.wageredCents ?? 0
  const percent =
    next === null
      ? 100
      : Math.max(0, Math.min(100, Math.floor(((status.wageredCents - from) * 100) / Math.max(1, next.wageredCents - from))))
  const resets = `${status.limitResetsAt.slice(11, 16)} UTC`
  return (
    <section className={styles.card} aria-labelledby="vip-status-heading" data-testid="vip-status">
      <div className={styles.now}>
        <img className={styles.badge} src={`/images/vip/badge-${Math.min(status.level, 3)}.webp`} alt="" width={120} height={128} />
        <h2 id="vip-status-heading" className={styles.title}>
          You are on level {status.level}
        </h2>
        <p className={styles.wagered}>{formatUsd(status.wageredCents)} wagered</p>
      </div>
      <div className={styles.next}>
        {next !== null && (
          <div className={styles.nextHead}>
            <img src={`/images/vip/badge-${next.rank}.webp`} alt="" width={40} height={43} />
            <h3 id={`${id}-next`} className={styles.level}>
              Level {next.rank}
            </h3>
            <p className={styles.amount}>{formatLevelAmount(next.wageredCents)}</p>
          </div>
        )}
        <div
          className={styles.track}
          role="progressbar"
          aria-label={next === null ? 'Top level reached' : `Progress to level ${next.rank}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        <p className={styles.way}>{status.nextLevelSentence}</p>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>Daily Withdrawal Limit</dt>
            <dd>{formatLevelAmount(status.dailyWithdrawalLimitCents)}</dd>
          </div>
          <div className={styles.row}>
            <dt>Withdrawn today</dt>
            <dd>{formatUsd(status.withdrawnTodayCents)}</dd>
          </div>
        </dl>
        <p className={styles.way}>Your daily limit starts again at {resets}.</p>
      </div>
    </section>
  )
}
