import { screenRead } from '../../../data/screen-read'
import { accountArea } from '../../../../composition/areas/account.area'

/** The countries, then the player's profile. */
export const profileScreen = screenRead('profile', (get) => get('LoadProfile', accountArea)())

/** Where the player is signed in. */
export const accountSessions = screenRead('account-sessions', (get) => get('AccountSessions', accountArea).list())
