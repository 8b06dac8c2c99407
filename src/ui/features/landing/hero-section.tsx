import { Link } from '../../routing/link'
import { BRAND_NAME } from '../../../core/shared/brand'
import { PATHS } from '../../../core/navigation/paths'
import styles from './hero-section.module.css'

const COINS = [1, 2, 3, 4, 5] as const

/**
 * Five falling coins around the slot machine; 'Play Now' is a plain link to /casino, with no
 * sign-in check (docs/product/rules.md#play-now).
 */
export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>
          <span className={styles.wideOnly}>Sweepstakes casino · </span>No purchase necessary
        </p>
        <h1 id="hero-heading" className={styles.title}>
          Welcome to <span className={styles.brand}>{BRAND_NAME}</span>
        </h1>
        <p className={styles.lead}>
          Where the coins never stop falling: slots, Plinko, crash games and more, with daily bonuses and wins of up to 50,000× the bet.
        </p>
        <div className={styles.ctas}>
          <Link href={PATHS.casino} className={styles.play}>
            Play Now
          </Link>
          <Link href={PATHS.signup} className={styles.join}>
            Create free account
          </Link>
        </div>
        <p className={styles.note}>18+ only. Play responsibly.</p>
      </div>
      <div className={styles.stage}>
        <img
          className={styles.machine}
          src="/images/landing/slot-machine.webp"
          alt="A golden slot machine showing three sevens"
          width={420}
          height={560}
        />
        {COINS.map((n) => (
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
    </section>
  )
}
