import { httpBonusGrants } from '../../adapters/http/http-bonus-grants.adapter'
import { httpPromotions } from '../../adapters/http/http-promotions.adapter'
import { makeCopyPromoCode } from '../../core/bonuses/copy-promo-code.use-case'
import { makeWatchHappyHour } from '../../core/bonuses/watch-happy-hour.use-case'
import { area } from '../area'

/** The bonus pages: the Join page's promo code copy, the player's own grants and missions, and the promotions' terms. */
export const bonusesArea = area({
  name: 'bonuses',
  keys: ['CopyPromoCode', 'BonusGrants', 'Promotions', 'WatchHappyHour'],
  bind: (bind, { http, overrides }) => {
    bind.resolved('CopyPromoCode', ['Clipboard', 'Logger'], (clipboard, logger) => makeCopyPromoCode({ clipboard, logger }))
    bind.constant('BonusGrants', overrides.BonusGrants ?? httpBonusGrants(http))
    bind.constant('Promotions', overrides.Promotions ?? httpPromotions(http))
    bind.resolved('WatchHappyHour', ['Clock'], (clock) => makeWatchHappyHour({ clock }))
  },
})
