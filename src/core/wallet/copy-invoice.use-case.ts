import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clipboard, ClipboardRefused } from '../shared/clipboard.port'
import type { Logger } from '../shared/logger.port'
import type { Notifier } from '../shared/notifier.port'

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!'

/**
 * Copies the invoice (its payment request) and says so in an alert
 * (docs/product/messages.md#invoice); a refusal is logged.
 */
export const makeCopyInvoice =
  (deps: { clipboard: Clipboard; notifier: Notifier; logger: Logger }) =>
  (text: string): TE.TaskEither<ClipboardRefused, void> =>
  async () => {
    const copied = await deps.clipboard.write(text)()
    if (E.isRight(copied)) deps.notifier.alert(LINK_COPIED_MESSAGE)
    else deps.logger.error('Copying the invoice failed', copied.left)
    return copied
  }

export type CopyInvoice = ReturnType<typeof makeCopyInvoice>
