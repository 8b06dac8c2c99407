import { useEffect, useState } from 'react'
import type { Category } from '../../../core/games/category'
import { useDependency } from '../../di/container-context'
import { catalogCache } from '../games/catalog-cache'

export type CategoryState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly category: Category }
  | { readonly status: 'missing' }
  | { readonly status: 'failed' }

/** GET /api/categories/{id}, once per id per page load; a failure is only logged. */
export function useCategory(id: number | null): CategoryState {
  const catalog = useDependency('GameCatalog')
  const logger = useDependency('Logger')
  const { categories } = catalogCache(catalog)
  const key = id === null ? null : String(id)
  const cached = key === null ? undefined : categories.peek(key)
  const [state, setState] = useState<{ key: string | null; value: CategoryState }>({ key: null, value: { status: 'loading' } })

  useEffect(() => {
    if (id === null || key === null) return
    let live = true
    void categories
      .load(key, () => catalog.category(id))()
      .then((result) => {
        if (!live) return
        if (result._tag === 'Right') return setState({ key, value: { status: 'loaded', category: result.right } })
        logger.error('Error fetching category', result.left)
        const missing = result.left._tag === 'Unexpected' && result.left.status === 404
        setState({ key, value: { status: missing ? 'missing' : 'failed' } })
      })
    return () => {
      live = false
    }
  }, [id, key, categories, catalog, logger])

  if (id === null) return { status: 'missing' }
  if (cached) return { status: 'loaded', category: cached }
  return state.key === key ? state.value : { status: 'loading' }
}
