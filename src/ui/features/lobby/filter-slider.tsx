import { useState } from 'react'
import { useLocation } from 'wouter'
import { Link } from '../../routing/link'
import { filterHref, filterItems } from '../../../core/lobby/filter-items.rules'
import { FILTER_VISIBLE_COUNT, windowOf } from '../../../core/lobby/slider-window.rules'
import { stepRing } from '../../../core/lobby/wrap-index.rules'
import { Icon } from '../../components/icon'
import { useSidebarCategories } from '../../layout/use-sidebar-categories'
import { useRecentlyPlayed } from '../catalogue/use-recently-played'
import { ProvidersFilter } from '../providers/providers-filter'
import styles from './filter-slider.module.css'

const ICONS: Readonly<Record<string, string>> = {
  Home: '/images/categories/home.webp',
  'Crash Games': '/images/categories/crash-games.webp',
  'Video Poker': '/images/categories/video-poker.webp',
  Favorites: '/images/categories/favorite.webp',
  'Recently Played': '/images/categories/recent.webp',
  Profile: '/images/filters/profile.webp',
  'Top Picks': '/images/filters/top-picks.webp',
  Games: '/images/filters/games.webp',
  Settings: '/images/filters/settings.webp',
}

/** The lobby's filter: three items at a time, wrapping both ways, and the providers' choice. */
export function FilterSlider() {
  const categories = useSidebarCategories()
  const recent = useRecentlyPlayed(categories)
  const all = filterItems(recent.games.length > 0)
  const [location] = useLocation()
  const [view, setView] = useState<{ start: number; moved: 'next' | 'previous' | null }>({ start: 0, moved: null })
  const move = (delta: 1 | -1) =>
    setView(({ start }) => ({ start: stepRing(start, delta, all.length), moved: delta > 0 ? 'next' : 'previous' }))
  const items = windowOf(all, view.start, FILTER_VISIBLE_COUNT)

  return (
    <nav className={styles.filter} aria-label="Game filters">
      <div className={styles.slider}>
        <button type="button" className={styles.arrow} aria-label="Previous filters" onClick={() => move(-1)}>
          <Icon name="chevron-left" />
        </button>
        <ul key={view.start} className={styles.items} data-moved={view.moved ?? undefined}>
          {items.map((item) => {
            const href = filterHref(item.target, categories)
            return (
              <li key={item.label}>
                <Link href={href} className={styles.item} aria-current={location === href ? 'page' : undefined}>
                  <img src={ICONS[item.label]} alt="" width={28} height={28} />
                  <span>{item.label}</span>
                </Link>
              </li>
            )
          })}
        </ul>
        <button type="button" className={styles.arrow} aria-label="Next filters" onClick={() => move(1)}>
          <Icon name="chevron-right" />
        </button>
      </div>
      <ProvidersFilter className={styles.providers} />
    </nav>
  )
}
