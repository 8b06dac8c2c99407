import { createElement, lazy, memo, type ComponentType } from 'react'
import type { ScreenRead } from '../data/screen-read'

type Reads = readonly ScreenRead<unknown, unknown>[]

/**
 * A page loaded on first visit, so each route's code ships in its own chunk. `preload` starts
 * fetching it early (beside the layout's chunk, say) without rendering it; fetched once either way.
 * Once its module is in, the page renders at once instead of suspending: hydrating a prerendered
 * page whose chunk main.tsx awaited then needs no second pass (and a context change during it
 * cannot throw the server's HTML away). Memoised: the router renders its route again on every
 * change of address, and a screen whose params did not change need not follow. A module that
 * exports `screenReads` names the answers it shows (read ahead by the routes).
 */
export const lazyPage = <M extends Record<string, unknown> & { readonly screenReads?: Reads }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) => {
  let loading: Promise<M> | null = null
  let loaded: ComponentType | null = null
  let reads: Reads = []
  // A fetch that failed (offline, say) is asked again next time rather than kept.
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType
        reads = module.screenReads ?? []
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
    /** The reads its module names, once its code is in (none before). */
    reads: (): Reads => reads,
  })
}
