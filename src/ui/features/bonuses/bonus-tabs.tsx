import { useLocation } from 'wouter'
import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import styles from './bonus-tabs.module.css'

/**
 * The tabs the four bonus pages share, in the product's order
 * (docs/product/screens-and-routes.md#bonus-pages).
 */
const TABS: ReadonlyArray<readonly [string, string]> = [
  ['Weekly Bonus', PATHS.weeklyBonuses],
  ['Happy Hour', PATHS.happyHourBonuses],
  ['Daily Bonus', PATHS.dailyBonuses],
  ['Join', PATHS.joinBonuses],
]

/** Links between the four bonus pages; the open one is marked as the current page. */
export function BonusTabs() {
  const [location] = useLocation()
  return (
    <nav aria-label="Bonus pages" className={styles.nav}>
      <ul className={styles.tabs}>
        {TABS.map(([label, href]) => (
          <li key={href}>
            <Link href={href} className={styles.tab} aria-current={location === href ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
