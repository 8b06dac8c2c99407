import type { TaskEither } from 'fp-ts/TaskEither'

export interface ClipboardRefused {
  readonly _tag: 'ClipboardRefused'
  readonly reason: string
}

/** The system clipboard. Never rejects: a refused write (no permission, no focus) is a Left. */
export interface Clipboard {
  readonly write: (text: string) => TaskEither<ClipboardRefused, void>
}
