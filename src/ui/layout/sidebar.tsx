import { memo, useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { Link } from '../routing/link'
import { Icon } from '../components/icon'
import { GameSearchBox } from '../features/search/game-search-box'
import { categoryPath, PATHS } from '../../core/navigation/paths'
import { useLayoutState } from './layout-state'
import { SIDEBAR_ID } from './use-mobile-drawer'
import styles from './sidebar.module.css'
import { categoryKey } from '../../core/lobby/category-names.rules'
import type { Category } from '../../core/catalogue/category'

/**
 * The game search, Home, then one link per category by position; collapses to icons. A category named Home is left
 * out: the Home link (the lobby) already stands for it, and two "Home" links would read as one.
 */
export const Sidebar = memo(function Sidebar({ categories }: { categories: readonly Category[] }) {
  const { sidebarOpen, toggleSidebar, widthDecides } = useLayoutState()
  const links = categories.filter((c) => categoryKey(c.name) !== 'home')
  const [location] = useLocation()
  const current = (href: string) => (location === href ? 'page' : undefined)
  const searchBox = useRef<HTMLInputElement | null>(null)
  const searchWhenOpen = useRef(false)
  useEffect(() => {
    if (!sidebarOpen || !searchWhenOpen.current) return
    searchWhenOpen.current = false
    searchBox.current?.focus()
  }, [sidebarOpen])
  return (
    <nav id={SIDEBAR_ID} aria-label="Games" className={styles.sidebar} data-open={widthDecides ? 'auto' : sidebarOpen}>
      {sidebarOpen ? (
        <GameSearchBox inputRef={searchBox} />
      ) : (
        // Collapsed to icons there is no room for a box: the icon opens the sidebar on it.
        <button
          type="button"
          className={`${styles.link} ${styles.searchButton}`}
          aria-label="Search games"
          title="Search games"
          onClick={() => {
            searchWhenOpen.current = true
            toggleSidebar()
          }}
        >
          <Icon name="search" size={22} />
        </button>
      )}
      <ul className={styles.list}>
        <li>
          <Link href={PATHS.dashboard} className={styles.link} aria-current={current(PATHS.dashboard)}>
            <img src="/images/categories/home.webp" alt="" width={24} height={24} />
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
})
