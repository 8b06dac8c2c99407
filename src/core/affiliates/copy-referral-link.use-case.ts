import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clipboard, ClipboardRefused } from '../shared/clipboard.port'
import type { Logger } from '../shared/logger.port'
import type { Notifier } from '../shared/notifier.port'

export const REFERRAL_COPY_MESSAGES = {
  copied: 'Link copied to clipboard!',
  refused: 'Could not copy the link. Select it and copy it yourself.',
} as const

/**
 * Copies the player's referral link and says so in a toast, in the invoice's words
 * (docs/product/messages.md#affiliates-and-promo-codes).
 * A refused copy is toasted too, since the player is waiting for it, and logged.
 */
export const makeCopyReferralLink =
  (deps: { clipboard: Clipboard; notifier: Notifier; logger: Logger }) =>
  (link: string): TE.TaskEither<ClipboardRefused, void> =>
  async () => {
    const copied = await deps.clipboard.write(link)()
    if (E.isRight(copied)) deps.notifier.success(REFERRAL_COPY_MESSAGES.copied)
    else {
      deps.notifier.error(REFERRAL_COPY_MESSAGES.refused)
      deps.logger.error('Copying the referral link failed', copied.left)
    }
    return copied
  }

export type CopyReferralLink = ReturnType<typeof makeCopyReferralLink>
