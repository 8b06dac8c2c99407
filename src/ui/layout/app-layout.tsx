import { useMemo, type ReactNode } from 'react'
import { categoryPath, PATHS } from '../../core/navigation/paths'
import { isFavouritesCategory } from '../../core/lobby/category-names.rules'
import { useLayoutState } from './layout-state'
import { MobileBar } from './mobile-bar'
import { Sidebar } from './sidebar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import styles from './app-layout.module.css'
import { useMobileDrawer } from './use-mobile-drawer'
import { useSidebarCategories } from './use-sidebar-categories'
import { usePrefetchFirstScreens } from '../features/catalogue/use-prefetch-first-screens'
import { useRecentlyPlayed } from '../features/catalogue/use-recently-played'

/** Header, sidebar, footer and mobile bar around every screen but /, /signup and /login. */
export function AppLayout({ children }: { children: ReactNode }) {
  const listed = useSidebarCategories()
  usePrefetchFirstScreens(listed)
  const recent = useRecentlyPlayed(listed)
  // Recently Played shows once there is something in it. The same array while that holds, so the
  // sidebar (memoised) is not rendered again with every screen the layout holds.
  const hidden = recent.category !== null && recent.games.length === 0 ? recent.category : null
  const categories = useMemo(() => (hidden === null ? listed : listed.filter((c) => c !== hidden)), [listed, hidden])
  const { sidebarOpen, closeSidebar } = useLayoutState()
  const drawerOpen = useMobileDrawer()
  const favorites = categories.find((c) => isFavouritesCategory(c.name))
  return (
    <div className={styles.shell} data-sidebar-open={sidebarOpen}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <div className={styles.body}>
        <Sidebar categories={categories} />
        {drawerOpen && <div className={styles.scrim} onClick={closeSidebar} aria-hidden="true" />}
        <div className={styles.content}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {children}
          </main>
          <SiteFooter />
        </div>
      </div>
      <MobileBar favoritesHref={favorites ? categoryPath(favorites.id) : PATHS.dashboard} />
    </div>
  )
}
