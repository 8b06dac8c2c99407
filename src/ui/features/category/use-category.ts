import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Category } from '../../../core/catalogue/category'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { useDependency } from '../../di/container-context'
import { useLoad, type Load } from '../../hooks/use-load'
import { catalogCache, SIDEBAR_KEY } from '../catalogue/catalog-cache'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/** Why the page has no category: there is none by that id, or it could not be fetched. */
export type CategoryProblem = { readonly _tag: 'CategoryMissing' } | { readonly _tag: 'CategoryUnavailable' }

const MISSING: CategoryProblem = { _tag: 'CategoryMissing' }
const UNAVAILABLE: CategoryProblem = { _tag: 'CategoryUnavailable' }

const problemOf = (error: GatewayError): CategoryProblem => (error._tag === 'Unexpected' && error.status === 404 ? MISSING : UNAVAILABLE)

/**
 * GET /api/categories/{id}, once per id per page load, unless the sidebar already listed it (a
 * switch from the sidebar then waits for no request); a failure is only logged.
 */
export function useCategory(id: number | null): Load<CategoryProblem, Category> {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const logger = useDependency('Logger')
  const { categories, sidebar } = catalogCache(catalog)
  const listed = () => (id === null ? undefined : sidebar.peek(SIDEBAR_KEY)?.find((c) => c.id === id))
  const category = useLoad(
    () =>
      id === null
        ? TE.left(MISSING)
        : pipe(
            categories.load(String(id), () => {
              const known = listed()
              return known === undefined ? catalog.category(id) : TE.right(known)
            }),
            TE.mapError((error) => {
              logger.error('Error fetching category', error)
              return problemOf(error)
            }),
          ),
    [id, categories, catalog, logger],
    { known: () => (id === null ? undefined : (categories.peek(String(id)) ?? listed())) },
  )
  return id === null ? { _tag: 'Failed', error: MISSING } : category
}
