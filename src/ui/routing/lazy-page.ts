import { lazy, type ComponentType } from 'react'

/**
 * A page loaded on first visit, so each route's code ships in its own chunk. `preload` starts
 * fetching it early (beside the layout's chunk, say) without rendering it; fetched once either way.
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) => {
  let loading: Promise<M> | null = null
  const start = () => (loading ??= load())
  const Page = lazy(async () => ({ default: (await start())[name] as ComponentType }))
  return Object.assign(Page, { preload: () => void start() })
}
