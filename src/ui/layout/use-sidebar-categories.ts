import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Category } from '../../core/catalogue/category'
import { useDependency } from '../di/container-context'
import { catalogCache, SIDEBAR_KEY } from '../features/catalogue/catalog-cache'
import { useAskWhileRendering } from '../hooks/use-ask-while-rendering'
import { useLoad } from '../hooks/use-load'
import { catalogueArea } from '../../composition/areas/catalogue.area'

const NONE: readonly Category[] = []

/**
 * The categories by position, one request per page load for the sidebar, the filter slider and
 * the layout parts alike; empty until loaded and on failure (which the use case logs). An empty
 * answer is not kept, so the next mount asks again.
 */
export function useSidebarCategories(): readonly Category[] {
  const load = useDependency('LoadSidebarCategories', catalogueArea)
  const { sidebar } = catalogCache(useDependency('GameCatalog', catalogueArea))
  const ask = sidebar.load(SIDEBAR_KEY, () =>
    pipe(
      load(),
      TE.filterOrElse(
        (listed) => listed.length > 0,
        () => 'NothingListed' as const,
      ),
    ),
  )
  useAskWhileRendering(
    SIDEBAR_KEY,
    () => sidebar.peek(SIDEBAR_KEY) !== undefined,
    () => void ask(),
  )
  const categories = useLoad(
    () =>
      pipe(
        ask,
        TE.orElse(() => TE.right(NONE)),
      ),
    [sidebar, load],
    { known: () => sidebar.peek(SIDEBAR_KEY) },
  )
  return categories._tag === 'Loaded' ? categories.value : NONE
}
