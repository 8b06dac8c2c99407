import { useState } from 'react'
import { stepRing } from '../../../core/lobby/wrap-index.rules'
import { formatLevelAmount } from '../../../core/vip/level-amount.rules'
import type { VipLevel } from '../../../core/vip/vip-levels'
import { Icon } from '../../components/icon'
import styles from './vip-level-carousel.module.css'

/**
 * The VIP levels (docs/product/vip-and-referrals.md), one at a time; the arrows wrap at the ends
 * and the dots jump to a level.
 */
export function VipLevelCarousel({ levels }: { readonly levels: readonly VipLevel[] }) {
  const COUNT = levels.length
  const [index, setIndex] = useState(0)
  const go = (delta: 1 | -1) => setIndex((i) => stepRing(i, delta, COUNT))
  const current = levels[index]

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby="vip-levels-heading">
      <div className={styles.head}>
        <h2 id="vip-levels-heading" className={styles.heading}>
          Level benefits
        </h2>
        <p className={styles.status} aria-live="polite">
          Level {current?.numeral}, {index + 1} of {COUNT}
        </p>
      </div>
      <div className={styles.stage}>
        <button type="button" className={styles.arrow} aria-label="Previous level" onClick={() => go(-1)}>
          <Icon name="chevron-left" />
        </button>
        <div className={styles.viewport}>
          <div className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
            {levels.map((level, i) => (
              <div
                key={level.rank}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`Level ${level.numeral}, ${i + 1} of ${COUNT}`}
                aria-hidden={i !== index}
                inert={i !== index}
              >
                <img className={styles.badge} src={`/images/vip/badge-${level.rank}.webp`} alt="" width={120} height={128} />
                <div className={styles.details}>
                  <h3 className={styles.name}>Level {level.numeral}</h3>
                  <dl className={styles.facts}>
                    <div>
                      <dt>Amount</dt>
                      <dd>{formatLevelAmount(level.wageredCents)}</dd>
                    </div>
                    <div>
                      <dt>Daily Withdrawal Limit</dt>
                      <dd>{formatLevelAmount(level.dailyWithdrawalLimitCents)}</dd>
                    </div>
                    <div>
                      <dt>Bonus</dt>
                      <dd>{formatLevelAmount(level.bonusCents)}</dd>
                    </div>
                  </dl>
                </div>
              </div>
            ))}
          </div>
        </div>
        <button type="button" className={styles.arrow} aria-label="Next level" onClick={() => go(1)}>
          <Icon name="chevron-right" />
        </button>
      </div>
      <div className={styles.dots}>
        {levels.map((level, i) => (
          <button
            key={level.rank}
            type="button"
            className={styles.dot}
            aria-label={`Show level ${level.numeral}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </section>
  )
}
