import * as TE from 'fp-ts/TaskEither'
import type { Clipboard } from '../../core/shared/clipboard.port'

/**
 * The async clipboard API, looked up at each write; a missing API (an insecure origin) or a
 * denied write is a Left.
 */
export const navigatorClipboard = (clipboard: () => Pick<globalThis.Clipboard, 'writeText'> | undefined): Clipboard => ({
  write: (text) => {
    const target = clipboard()
    return target === undefined
      ? TE.left({ _tag: 'ClipboardRefused', reason: 'The clipboard is not available here.' })
      : TE.tryCatch(
          () => target.writeText(text),
          (e) => ({ _tag: 'ClipboardRefused', reason: e instanceof Error ? e.message : String(e) }) as const,
        )
  },
})
