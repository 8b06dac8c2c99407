import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clipboard, ClipboardRefused } from '../shared/clipboard.port'
import type { Logger } from '../shared/logger.port'

/** The invoice's wording (docs/product/messages.md#affiliates-and-promo-codes) for a copied link; a refusal is said too, since the player waits for it. */
export const REFERRAL_COPY_MESSAGES = {
  copied: 'Link copied to clipboard!',
  refused: 'Could not copy the link. Select it and copy it yourself.',
} as const

/** Copies the player's referral link; a refused copy is logged. */
export const makeCopyReferralLink =
  (deps: { clipboard: Clipboard; logger: Logger }) =>
  (link: string): TE.TaskEither<ClipboardRefused, void> =>
  async () => {
    const copied = await deps.clipboard.write(link)()
    if (E.isLeft(copied)) deps.logger.error('Copying the referral link failed', copied.left)
    return copied
  }

export type CopyReferralLink = ReturnType<typeof makeCopyReferralLink>
