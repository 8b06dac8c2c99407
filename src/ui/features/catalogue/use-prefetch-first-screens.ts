import { useEffect } from 'react'
import type { Category } from '../../../core/catalogue/category'
import { firstScreensToFetch } from '../../../core/lobby/first-screens.rules'
import { GRID_PAGE_SIZE } from '../../../core/lobby/grid-paging.rules'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { savingData, whenIdle } from '../../hooks/when-idle'
import { useProviderChoice } from '../providers/use-provider-choice'
import { catalogCache, listingKey } from './catalog-cache'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/**
 * Once the page is idle, fetches the first screen of games of each category in the sidebar (a
 * few kilobytes each, one after another), unless the browser asks to save data: a switch to one
 * then paints from memory in the click's frame while the rest of its list loads.
 */
export function usePrefetchFirstScreens(categories: readonly Category[]) {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const { state } = useAuth()
  const { chosen } = useProviderChoice()
  const ids = firstScreensToFetch(categories).join(',')
  const providers = chosen.join(',')
  useEffect(() => {
    if (ids === '' || savingData()) return
    const { listings } = catalogCache(catalog)
    const choice = providers === '' ? [] : providers.split(',')
    let stopped = false
    const stopIdle = whenIdle(() => {
      void (async () => {
        for (const id of ids.split(',').map(Number)) {
          const whole = listingKey.category(id, state.userId, choice)
          if (stopped) return
          if (listings.peek(whole) !== undefined) continue
          await listings.load(listingKey.firstScreen(whole), () => catalog.gamesInCategory(id, undefined, choice, GRID_PAGE_SIZE))()
        }
      })()
    })
    return () => {
      stopped = true
      stopIdle()
    }
  }, [catalog, ids, providers, state.userId])
}
