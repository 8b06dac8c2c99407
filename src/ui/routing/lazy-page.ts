import { createElement, lazy, memo, type ComponentType } from 'react'

/**
 * A page loaded on first visit, so each route's code ships in its own chunk. `preload` starts
 * fetching it early (beside the layout's chunk, say) without rendering it; fetched once either way.
 * Once its module is in, the page renders at once instead of suspending: hydrating a prerendered
 * page whose chunk main.tsx awaited then needs no second pass (and a context change during it
 * cannot throw the server's HTML away). Memoised: the router renders its route again on every
 * change of address, and a screen whose params did not change need not follow.
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) => {
  let loading: Promise<M> | null = null
  let loaded: ComponentType | null = null
  // A fetch that failed (offline, say) is asked again next time rather than kept.
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType
        return module
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  const Lazy = lazy(async () => ({ default: (await start())[name] as ComponentType }))
  const Page = memo((props: object) => createElement(loaded ?? Lazy, props))
  return Object.assign(Page, {
    preload: (): Promise<void> => start().then(() => undefined),
    /** Its code is in: it renders without suspending. */
    isLoaded: (): boolean => loaded !== null,
  })
}
