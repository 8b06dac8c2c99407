import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clipboard, ClipboardRefused } from '../shared/clipboard.port'
import type { Logger } from '../shared/logger.port'
import type { Notifier } from '../shared/notifier.port'
import { PROMO_COPIED_MESSAGE, PROMO_NOT_COPIED_MESSAGE } from './join-promo'

/**
 * Copies a promo code and says how it went in a toast. A refusal is logged too, so the player is
 * never left guessing whether the clipboard holds the code.
 */
export const makeCopyPromoCode =
  (deps: { clipboard: Clipboard; notifier: Notifier; logger: Logger }) =>
  (code: string): TE.TaskEither<ClipboardRefused, void> =>
  async () => {
    const copied = await deps.clipboard.write(code)()
    if (E.isRight(copied)) deps.notifier.success(PROMO_COPIED_MESSAGE)
    else {
      deps.notifier.error(PROMO_NOT_COPIED_MESSAGE)
      deps.logger.error('Copying the promo code failed', copied.left)
    }
    return copied
  }

export type CopyPromoCode = ReturnType<typeof makeCopyPromoCode>
