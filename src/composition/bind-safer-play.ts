import type { Container } from 'inversify'
import { httpSaferPlay } from '../adapters/http/http-safer-play.adapter'
import { httpTwoFactor } from '../adapters/http/http-two-factor.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import { binder } from './binder'
import type { Registry } from './registry'

/** The Safer play tab: the player's limits and two-factor sign-in (docs/product/safer-play.md). */
export function bindSaferPlay(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  binder(c).constant('SaferPlay', overrides.SaferPlay ?? httpSaferPlay(http))
  binder(c).constant('TwoFactor', overrides.TwoFactor ?? httpTwoFactor(http))
}
