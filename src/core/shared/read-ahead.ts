import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'

/**
 * Answers asked for before a screen shows them (once the page is idle, or at the tap that leads
 * there), so the screen can draw its content at once. A screen that shows an answer asks again
 * beside it, and its own answer ends the held one: what it shows next comes from its visit, never
 * from before a change it made. An answer older than `maxAgeMs`, or asked for before the page's
 * latest change (`changes` counts them), is not shown; one that came within `freshMs` (read at the
 * tap, say) is the screen's own answer, not asked again.
 */
export interface ReadAhead {
  /** Asks now unless an answer is held or being asked for; a success is held. */
  readonly ahead: <L, A>(key: string, ask: () => TE.TaskEither<L, A>) => void
  /** The held answer to show while the screen's own ask runs, if any and recent. */
  readonly peek: <A>(key: string) => A | undefined
  /** The screen's own ask: shares a read ahead still running, and drops the held answer once answered. */
  readonly ask: <L, A>(key: string, ask: () => TE.TaskEither<L, A>) => TE.TaskEither<L, A>
}

interface Held {
  readonly value: unknown
  readonly at: number
  /** The page's changes when it was asked for. */
  readonly changes: number
}

interface Ages {
  readonly maxAgeMs: number
  readonly freshMs: number
}

export const createReadAhead = (now: () => number, changes: () => number, ages: Ages): ReadAhead => {
  const held = new Map<string, Held>()
  const running = new Map<string, { readonly request: Promise<E.Either<unknown, unknown>>; readonly changes: number }>()
  const start = <L, A>(key: string, ask: () => TE.TaskEither<L, A>): void => {
    const asked = changes()
    const ended = () => running.get(key)?.request === request && running.delete(key)
    // A task that throws (a port's bug) rejects rather than answering: nothing is held, and only a
    // screen sharing the read sees the rejection; a read nobody waits for fails quietly.
    const request: Promise<E.Either<L, A>> = new Promise<E.Either<L, A>>((resolve) => resolve(ask()())).then(
      (result) => {
        if (ended() && E.isRight(result)) held.set(key, { value: result.right, at: now(), changes: asked })
        return result
      },
      (error: unknown) => {
        ended()
        throw error
      },
    )
    request.catch(() => undefined)
    running.set(key, { request, changes: asked })
  }
  const within = (key: string, ms: number): Held | undefined => {
    const found = held.get(key)
    return found !== undefined && now() - found.at <= ms && found.changes === changes() ? found : undefined
  }
  /** A read ahead still on its way, asked for since the page's latest change. */
  const underWay = (key: string) => {
    const found = running.get(key)
    return found !== undefined && found.changes === changes() ? found.request : undefined
  }
  return {
    ahead: (key, ask) => {
      if (within(key, ages.maxAgeMs) === undefined && underWay(key) === undefined) start(key, ask)
    },
    peek: <A>(key: string) => within(key, ages.maxAgeMs)?.value as A | undefined,
    ask:
      <L, A>(key: string, ask: () => TE.TaskEither<L, A>) =>
      async (): Promise<E.Either<L, A>> => {
        const fresh = within(key, ages.freshMs)
        const shared = underWay(key) as Promise<E.Either<L, A>> | undefined
        const result = fresh === undefined ? await (shared ?? ask()()) : E.right(fresh.value as A)
        held.delete(key)
        return result
      },
  }
}
