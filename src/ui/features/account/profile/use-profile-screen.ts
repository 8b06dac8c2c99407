import { useEffect, useState } from 'react'
import type { ProfileScreen } from '../../../../core/profile/load-profile.use-case'
import { useDependency } from '../../../di/container-context'

/** The countries, then the profile; null while they load. Failures are only logged by the use case. */
export function useProfileScreen(): ProfileScreen | null {
  const loadProfile = useDependency('LoadProfile')
  const [screen, setScreen] = useState<ProfileScreen | null>(null)
  useEffect(() => {
    let current = true
    void loadProfile()().then((result) => {
      // The use case never fails (its error type is never).
      if (current && result._tag === 'Right') setScreen(result.right)
    })
    return () => {
      current = false
    }
  }, [loadProfile])
  return screen
}
