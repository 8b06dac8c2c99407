import type { ProfileScreen } from '../../../../core/profile/load-profile.use-case'
import { useDependency } from '../../../di/container-context'
import { useLoad, type Load } from '../../../hooks/use-load'
import { accountArea } from '../../../../composition/areas/account.area'

/** The countries, then the profile. Never Failed: the use case only logs what did not load. */
export function useProfileScreen(): Load<never, ProfileScreen> {
  const loadProfile = useDependency('LoadProfile', accountArea)
  return useLoad(loadProfile, [loadProfile])
}
