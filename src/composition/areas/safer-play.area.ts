import { httpSaferPlay } from '../../adapters/http/http-safer-play.adapter'
import { httpTwoFactor } from '../../adapters/http/http-two-factor.adapter'
import { area } from '../area'

/** The Safer play tab: the player's limits and two-factor sign-in (docs/product/safer-play.md). */
export const saferPlayArea = area({
  name: 'safer-play',
  keys: ['SaferPlay', 'TwoFactor'],
  bind: (bind, { http, overrides }) => {
    bind.constant('SaferPlay', overrides.SaferPlay ?? httpSaferPlay(http))
    bind.constant('TwoFactor', overrides.TwoFactor ?? httpTwoFactor(http))
  },
})
