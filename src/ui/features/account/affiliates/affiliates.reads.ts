import { screenRead } from '../../../data/screen-read'
import { vipAndReferralsArea } from '../../../../composition/areas/vip-and-referrals.area'

/** The players who joined through the player's link, and the commission rule. */
export const playerAffiliates = screenRead('affiliates', (get) => get('Affiliates', vipAndReferralsArea).list())
