import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clipboard, ClipboardRefused } from '../shared/clipboard.port'
import type { Logger } from '../shared/logger.port'

/** The alert once the invoice is copied (docs/product/messages.md#invoice). */
export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!'

/** Copies the invoice (its payment request); a refusal is only logged. */
export const makeCopyInvoice =
  (deps: { clipboard: Clipboard; logger: Logger }) =>
  (text: string): TE.TaskEither<ClipboardRefused, void> =>
  async () => {
    const copied = await deps.clipboard.write(text)()
    if (E.isLeft(copied)) deps.logger.error('Copying the invoice failed', copied.left)
    return copied
  }

export type CopyInvoice = ReturnType<typeof makeCopyInvoice>
