import type { Container } from 'inversify'
import { httpBonusGrants } from '../adapters/http/http-bonus-grants.adapter'
import { httpPromotions } from '../adapters/http/http-promotions.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import { makeCopyPromoCode } from '../core/bonuses/copy-promo-code.use-case'
import { makeWatchHappyHour } from '../core/bonuses/watch-happy-hour.use-case'
import { binder } from './binder'
import type { Registry } from './registry'

/** The bonus pages: the Join page's promo code copy, the player's own grants and missions, and the promotions' terms. */
export function bindBonuses(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.resolved('CopyPromoCode', ['Clipboard', 'Logger'], (clipboard, logger) => makeCopyPromoCode({ clipboard, logger }))
  bind.constant('BonusGrants', overrides.BonusGrants ?? httpBonusGrants(http))
  bind.constant('Promotions', overrides.Promotions ?? httpPromotions(http))
  bind.resolved('WatchHappyHour', ['Clock'], (clock) => makeWatchHappyHour({ clock }))
}
