import type { Container } from 'inversify'
import { makeCopyPromoCode } from '../core/bonuses/copy-promo-code.use-case'
import type { Clipboard } from '../core/shared/clipboard.port'
import type { Logger } from '../core/shared/logger.port'
import type { Notifier } from '../core/shared/notifier.port'
import { T } from './tokens'

/** The bonus pages: only the Join page's promo code copy needs a port. */
export function bindBonuses(c: Container): void {
  c.bind(T.CopyPromoCode).toResolvedValue(
    (clipboard: Clipboard, notifier: Notifier, logger: Logger) => makeCopyPromoCode({ clipboard, notifier, logger }),
    [T.Clipboard, T.Notifier, T.Logger],
  )
}
