import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Category } from '../../../core/games/category'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { useDependency } from '../../di/container-context'
import { useLoad, type Load } from '../../hooks/use-load'
import { catalogCache } from '../games/catalog-cache'

/** Why the page has no category: there is none by that id, or it could not be fetched. */
export type CategoryProblem = { readonly _tag: 'CategoryMissing' } | { readonly _tag: 'CategoryUnavailable' }

const MISSING: CategoryProblem = { _tag: 'CategoryMissing' }
const UNAVAILABLE: CategoryProblem = { _tag: 'CategoryUnavailable' }

const problemOf = (error: GatewayError): CategoryProblem => (error._tag === 'Unexpected' && error.status === 404 ? MISSING : UNAVAILABLE)

/** GET /api/categories/{id}, once per id per page load; a failure is only logged. */
export function useCategory(id: number | null): Load<CategoryProblem, Category> {
  const catalog = useDependency('GameCatalog')
  const logger = useDependency('Logger')
  const { categories } = catalogCache(catalog)
  const category = useLoad(
    () =>
      id === null
        ? TE.left(MISSING)
        : pipe(
            categories.load(String(id), () => catalog.category(id)),
            TE.mapError((error) => {
              logger.error('Error fetching category', error)
              return problemOf(error)
            }),
          ),
    [id, categories, catalog, logger],
    { known: () => (id === null ? undefined : categories.peek(String(id))) },
  )
  return id === null ? { _tag: 'Failed', error: MISSING } : category
}
