import { useLocation } from 'wouter'
import { Link } from '../routing/link'
import { PATHS } from '../../core/navigation/paths'
import styles from './account-tabs.module.css'
import { Icon } from './icon'

const TABS = [
  { label: 'My Profile', href: PATHS.profile, icon: 'user' },
  { label: 'Wallet', href: PATHS.wallet, icon: 'wallet' },
  { label: 'Transaction', href: PATHS.transaction, icon: 'receipt' },
  { label: 'My Affiliate', href: PATHS.affiliates, icon: 'users' },
  { label: 'Safer play', href: PATHS.saferPlay, icon: 'shield' },
] as const

/**
 * The account area's tabs (docs/product/screens-and-routes.md#account-tabs), on the profile,
 * wallet, transaction and affiliates screens. They are links between pages, so the current one is
 * aria-current="page".
 */
export function AccountTabs() {
  const [location] = useLocation()
  return (
    <nav className={styles.tabs} aria-label="My account">
      <ul className={styles.list}>
        {TABS.map((tab) => {
          const current = location === tab.href
          return (
            <li key={tab.href}>
              <Link href={tab.href} className={styles.tab} aria-current={current ? 'page' : undefined}>
                <Icon name={tab.icon} size={20} />
                <span>{tab.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
