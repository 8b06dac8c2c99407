import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clipboard, ClipboardRefused } from '../shared/clipboard.port'
import type { Logger } from '../shared/logger.port'

/**
 * Copies a promo code. A refusal is logged, and the page says it either way
 * (PROMO_COPIED_MESSAGE, PROMO_NOT_COPIED_MESSAGE), so the player never guesses whether the
 * clipboard holds the code.
 */
export const makeCopyPromoCode =
  (deps: { clipboard: Clipboard; logger: Logger }) =>
  (code: string): TE.TaskEither<ClipboardRefused, void> =>
  async () => {
    const copied = await deps.clipboard.write(code)()
    if (E.isLeft(copied)) deps.logger.error('Copying the promo code failed', copied.left)
    return copied
  }

export type CopyPromoCode = ReturnType<typeof makeCopyPromoCode>
