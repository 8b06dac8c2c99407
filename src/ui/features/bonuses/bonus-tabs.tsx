import { useLocation } from 'wouter'
import { Link } from '../../routing/link'
import { BONUS_TABS } from '../../../core/navigation/tab-rows'
import styles from './bonus-tabs.module.css'

/** Links between the four bonus pages; the open one is marked as the current page. */
export function BonusTabs() {
  const [location] = useLocation()
  return (
    <nav aria-label="Bonus pages" className={styles.nav}>
      <ul className={styles.tabs}>
        {BONUS_TABS.map(({ label, href }) => (
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
