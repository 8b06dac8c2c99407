import { screenRead } from '../../data/screen-read'
import { paymentsArea } from '../../../composition/areas/payments.area'

/** Whether a deposit must ask for a date of birth (the profile has none yet). */
export const dateOfBirthNeeded = screenRead('date-of-birth-needed', (get) => get('DateOfBirthNeeded', paymentsArea)())
