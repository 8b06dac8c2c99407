import { useEffect, useState } from 'react'
import type { Category } from '../../core/games/category'
import type { LoadSidebarCategories } from '../../core/games/load-sidebar-categories.use-case'
import { useDependency } from '../di/container-context'

// One request per container for the sidebar, the filter slider and the category page alike. An
// empty answer (which is also what a failure reads as) is not kept, so the next mount asks again.
const shared = new WeakMap<LoadSidebarCategories, Promise<readonly Category[]>>()

const loadShared = (load: LoadSidebarCategories): Promise<readonly Category[]> => {
  const kept = shared.get(load)
  if (kept) return kept
  const request = load()().then((result) => (result._tag === 'Right' ? result.right : []))
  shared.set(load, request)
  void request.then((categories) => {
    if (categories.length === 0) shared.delete(load)
  })
  return request
}

/** The categories by position; empty until loaded and on failure (which the use case logs). */
export function useSidebarCategories(): readonly Category[] {
  const load = useDependency('LoadSidebarCategories')
  const [categories, setCategories] = useState<readonly Category[]>([])
  useEffect(() => {
    let live = true
    void loadShared(load).then((loaded) => {
      if (live) setCategories(loaded)
    })
    return () => {
      live = false
    }
  }, [load])
  return categories
}
