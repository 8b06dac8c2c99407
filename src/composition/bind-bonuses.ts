import type { Container } from 'inversify'
import { makeCopyPromoCode } from '../core/bonuses/copy-promo-code.use-case'
import { binder } from './binder'

/** The bonus pages: only the Join page's promo code copy needs a port. */
export function bindBonuses(c: Container): void {
  binder(c).resolved('CopyPromoCode', ['Clipboard', 'Logger'], (clipboard, logger) => makeCopyPromoCode({ clipboard, logger }))
}
