import type * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { useCallback, useRef, useState } from 'react'

/**
 * Runs a use case for a form: `busy` while it runs, and a second submit meanwhile is ignored
 * (answers null). The task starts synchronously, inside the player's click, which a use case
 * that opens a tab needs.
 */
export function useSubmission<I, L, R>(task: (input: I) => TE.TaskEither<L, R>) {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const submit = useCallback(
    async (input: I): Promise<E.Either<L, R> | null> => {
      if (running.current) return null
      running.current = true
      setBusy(true)
      try {
        return await task(input)()
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [task],
  )
  return { busy, submit }
}
