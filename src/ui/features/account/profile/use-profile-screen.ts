import type { ProfileScreen } from '../../../../core/profile/load-profile.use-case'
import type { Load } from '../../../hooks/use-load'
import { useScreenRead } from '../../../hooks/use-screen-read'
import { profileScreen } from './profile.reads'

/** The countries, then the profile. Never Failed: the use case only logs what did not load. */
export function useProfileScreen(): Load<never, ProfileScreen> {
  return useScreenRead(profileScreen)
}
