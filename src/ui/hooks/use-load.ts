import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type DependencyList } from 'react'

/** A screen's data: being asked for, refused with the use case's error, or there. */
export type Load<E, A> =
  { readonly _tag: 'Loading' } | { readonly _tag: 'Failed'; readonly error: E } | { readonly _tag: 'Loaded'; readonly value: A }

type Loadable<E, A> = Load<E, A> & {
  /** Asks again (Loading until the new answer). */
  readonly reload: () => void
}

interface LoadOptions<A> {
  /** A value already known for these deps (a cache), shown at once instead of Loading. */
  readonly known?: () => A | undefined
}

const LOADING = { _tag: 'Loading' } as const

const subscribeToNothing = () => () => undefined

/**
 * False while React hydrates a prerendered page (and on the server), true in every other render:
 * a hook that React renders again with the real value once hydration is done.
 */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )

const sameDeps = (a: DependencyList, b: DependencyList): boolean => a.length === b.length && a.every((v, i) => Object.is(v, b[i]))

/**
 * Runs `load` on mount and whenever `deps` change (name in them everything `load` reads).
 * Only the latest request may answer: one started for older deps, or before the component
 * left, is dropped. New deps show Loading (or their known value) at once, never the previous
 * deps' data. `load` must never reject (a TaskEither's contract); a bug it throws reaches the
 * route's error boundary.
 */
export function useLoad<E, A>(load: () => TE.TaskEither<E, A>, deps: DependencyList, options: LoadOptions<A> = {}): Loadable<E, A> {
  const [round, setRound] = useState(0)
  const [answer, setAnswer] = useState<{ readonly key: DependencyList; readonly state: Load<E, A> } | null>(null)
  const key = [...deps, round]

  // Before the frame paints, not after: on a slow phone the first frame of a screen takes hundreds
  // of milliseconds to paint, and an answer that arrives meanwhile would wait for it to be heard.
  useLayoutEffect(() => {
    let current = true
    void load()().then((result) => {
      if (current)
        setAnswer({ key, state: E.isRight(result) ? { _tag: 'Loaded', value: result.right } : { _tag: 'Failed', error: result.left } })
    })
    return () => {
      current = false
    }
    // `key` is the deps plus the reload round; `load` itself is rebuilt on every render.
  }, key)

  // The server drew the page with nothing loaded; hydrating it, so does this render. A value a
  // cache got meanwhile shows in the next render: drawn now, React would keep the server's
  // attributes (a link's href) in the DOM, since hydration does not patch them.
  const hydrated = useHydrated()
  const reload = useCallback(() => setRound((r) => r + 1), [])
  if (answer !== null && sameDeps(answer.key, key)) return { ...answer.state, reload }
  const known = hydrated ? options.known?.() : undefined
  return known === undefined ? { ...LOADING, reload } : { _tag: 'Loaded', value: known, reload }
}
