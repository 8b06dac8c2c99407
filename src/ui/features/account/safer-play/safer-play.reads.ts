import { screenRead } from '../../../data/screen-read'
import { saferPlayArea } from '../../../../composition/areas/safer-play.area'

/** The player's limits and reality check. */
export const saferPlayState = screenRead('safer-play', (get) => get('SaferPlay', saferPlayArea).load())

/** Whether two-factor sign-in is on (the safer play tab, and the withdraw form's code field). */
export const twoFactorStatus = screenRead('two-factor-status', (get) => get('TwoFactor', saferPlayArea).status())
