import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'

/**
 * Successful answers remembered by key, so a listing already loaded is not fetched again.
 * Failures are not kept (the next visit tries again), and asks for a key whose request is still
 * running share that request. An answer that arrives after an `update` is returned but not kept,
 * as it may predate the change. Holds at most `capacity` entries, dropping the oldest first.
 */
export interface ListingCache<A> {
  readonly load: <L>(key: string, fetchListing: () => TE.TaskEither<L, A>) => TE.TaskEither<L, A>
  readonly peek: (key: string) => A | undefined
  /** Rewrites every kept value; returning undefined forgets that entry. */
  readonly update: (change: (value: A, key: string) => A | undefined) => void
}

export const createListingCache = <A>(capacity = 32): ListingCache<A> => {
  const values = new Map<string, A>()
  const running = new Map<string, Promise<E.Either<unknown, A>>>()
  let generation = 0
  const keep = (key: string, value: A) => {
    values.delete(key)
    values.set(key, value)
    if (values.size > capacity) values.delete(values.keys().next().value as string)
  }
  return {
    load:
      <L>(key: string, fetchListing: () => TE.TaskEither<L, A>) =>
      async (): Promise<E.Either<L, A>> => {
        const kept = values.get(key)
        if (kept !== undefined) return E.right(kept)
        const pending = running.get(key) as Promise<E.Either<L, A>> | undefined
        if (pending) return pending
        const startedAt = generation
        const request: Promise<E.Either<L, A>> = fetchListing()().then((result) => {
          if (running.get(key) === request) running.delete(key)
          if (E.isRight(result) && startedAt === generation) keep(key, result.right)
          return result
        })
        running.set(key, request)
        return request
      },
    peek: (key) => values.get(key),
    update: (change) => {
      generation += 1
      running.clear()
      for (const [key, value] of [...values]) {
        const next = change(value, key)
        if (next === undefined) values.delete(key)
        else values.set(key, next)
      }
    },
  }
}
