import { Link, useLocation } from 'wouter'
import { categoryPath, PATHS } from '../../core/navigation/paths'
import { useLayoutState } from './layout-state'
import { SIDEBAR_ID } from './use-mobile-drawer'
import styles from './sidebar.module.css'
import { categoryKey } from '../../core/lobby/category-names.rules'
import type { Category } from '../../core/games/category'

/**
 * Home, then one link per category by position; collapses to icons. A category named Home is left
 * out: the Home link (the lobby) already stands for it, and two "Home" links would read as one.
 */
export function Sidebar({ categories }: { categories: readonly Category[] }) {
  const { sidebarOpen } = useLayoutState()
  const links = categories.filter((c) => categoryKey(c.name) !== 'home')
  const [location] = useLocation()
  const current = (href: string) => (location === href ? 'page' : undefined)
  return (
    <nav id={SIDEBAR_ID} aria-label="Games" className={styles.sidebar} data-open={sidebarOpen}>
      <ul className={styles.list}>
        <li>
          <Link href={PATHS.dashboard} className={styles.link} aria-current={current(PATHS.dashboard)}>
            <img src="/images/categories/home.svg" alt="" width={24} height={24} />
            <span className={styles.label}>Home</span>
          </Link>
        </li>
        {links.map((c) => (
          <li key={c.id}>
            <Link
              href={categoryPath(c.id)}
              className={styles.link}
              aria-current={current(categoryPath(c.id))}
              title={sidebarOpen ? undefined : c.name}
            >
              <img src={c.logo} alt="" width={24} height={24} />
              <span className={styles.label}>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
