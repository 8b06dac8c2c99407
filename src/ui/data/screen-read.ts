import type * as TE from 'fp-ts/TaskEither'
import type { Area } from '../../composition/area'
import type { Registry } from '../../composition/registry'
import type { AreaResolver } from '../../composition/resolver'
import { T } from '../../composition/tokens'
import { createReadAhead, type ReadAhead } from '../../core/shared/read-ahead'
import type { KnownChanges } from '../../core/shared/known-changes.port'

/** A port from the player's container, its area bound first (as `useDependency` does). */
export type Lookup = <Own extends keyof Registry, K extends Own>(key: K, area: Area<Own>) => Registry[K]

/**
 * One answer a screen shows that depends on nothing but who is signed in (their limits, their
 * bonuses): it can be asked for before the screen is drawn. A screen module lists its reads as
 * `screenReads`; `useScreenRead` shows one.
 */
export interface ScreenRead<E, A> {
  /** Unique among reads (a page's number in it, for a read of pages): the answer is held under it, per player. */
  readonly name: string
  readonly ask: (lookup: Lookup) => TE.TaskEither<E, A>
}

export const screenRead = <E, A>(name: string, ask: (lookup: Lookup) => TE.TaskEither<E, A>): ScreenRead<E, A> => ({ name, ask })

/**
 * An answer read ahead is shown for up to five minutes while the screen asks again, and taken as
 * the screen's own for two seconds (read at the tap, or just before it).
 */
const AGES = { maxAgeMs: 5 * 60_000, freshMs: 2_000 } as const

// One store per container, so each page load (and each test's container) starts empty.
const stores = new WeakMap<AreaResolver, ReadAhead>()

export const readAheadOf = (container: AreaResolver): ReadAhead => {
  const found = stores.get(container)
  if (found) return found
  const known = container.get<KnownChanges>(T.KnownChanges)
  const created = createReadAhead(() => Date.now(), known.count, AGES)
  stores.set(container, created)
  return created
}

export const lookupIn =
  (container: AreaResolver): Lookup =>
  (key, area) => {
    container.use(area)
    return container.get(T[key])
  }

export const heldKey = (userId: string, read: ScreenRead<unknown, unknown>): string => `${userId}|${read.name}`

/** Starts each read for the player unless its answer is held or on its way. */
export const readAhead = (container: AreaResolver, userId: string, reads: readonly ScreenRead<unknown, unknown>[]): void => {
  const store = readAheadOf(container)
  for (const read of reads) store.ahead(heldKey(userId, read), () => read.ask(lookupIn(container)))
}
