import { screenRead } from '../../data/screen-read'
import { bonusesArea } from '../../../composition/areas/bonuses.area'

/** The operator's promotion terms: the join code's rule and the happy-hour windows. */
export const promotionTerms = screenRead('promotion-terms', (get) => get('Promotions', bonusesArea).terms())

/** The player's bonus grants with their wagering progress. */
export const bonusGrants = screenRead('bonus-grants', (get) => get('BonusGrants', bonusesArea).list())

/** The player's daily and weekly missions. */
export const playerMissions = screenRead('missions', (get) => get('Promotions', bonusesArea).missions())
