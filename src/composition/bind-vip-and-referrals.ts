import type { Container } from 'inversify'
import { httpAffiliates } from '../adapters/http/http-affiliates.adapter'
import type { HttpClient } from '../adapters/http/http-client'
import { httpVipStatus } from '../adapters/http/http-vip-status.adapter'
import { binder } from './binder'
import type { Registry } from './registry'

/** The VIP page's status and the affiliate page's referred players. */
export function bindVipAndReferrals(c: Container, http: HttpClient, overrides: Partial<Registry>): void {
  const bind = binder(c)
  bind.constant('VipStatus', overrides.VipStatus ?? httpVipStatus(http))
  bind.constant('Affiliates', overrides.Affiliates ?? httpAffiliates(http))
}
