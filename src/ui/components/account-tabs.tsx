import { useLocation } from 'wouter'
import { Link } from '../routing/link'
import { PATHS } from '../../core/navigation/paths'
import { ACCOUNT_TABS } from '../../core/navigation/tab-rows'
import styles from './account-tabs.module.css'
import { Icon } from './icon'
import type { IconName } from './icon-sprite'

const ICONS: Record<(typeof ACCOUNT_TABS)[number]['href'], IconName> = {
  [PATHS.profile]: 'user',
  [PATHS.wallet]: 'wallet',
  [PATHS.transaction]: 'receipt',
  [PATHS.affiliates]: 'users',
  [PATHS.saferPlay]: 'shield',
}

/**
 * The account area's tabs (docs/product/screens-and-routes.md#account-tabs), on the profile,
 * wallet, transaction, affiliates and safer play screens. They are links between pages, so the current one is
 * aria-current="page".
 */
export function AccountTabs() {
  const [location] = useLocation()
  return (
    <nav className={styles.tabs} aria-label="My account">
      <ul className={styles.list}>
        {ACCOUNT_TABS.map((tab) => {
          const current = location === tab.href
          return (
            <li key={tab.href}>
              <Link href={tab.href} className={styles.tab} aria-current={current ? 'page' : undefined}>
                <Icon name={ICONS[tab.href]} size={20} />
                <span>{tab.label}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
