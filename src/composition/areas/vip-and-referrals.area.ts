import { httpAffiliates } from '../../adapters/http/http-affiliates.adapter'
import { httpVipStatus } from '../../adapters/http/http-vip-status.adapter'
import { area } from '../area'

/** The VIP page's status and the affiliate page's referred players. */
export const vipAndReferralsArea = area({
  name: 'vip-and-referrals',
  keys: ['VipStatus', 'Affiliates'],
  bind: (bind, { http, overrides }) => {
    bind.constant('VipStatus', overrides.VipStatus ?? httpVipStatus(http))
    bind.constant('Affiliates', overrides.Affiliates ?? httpAffiliates(http))
  },
})
