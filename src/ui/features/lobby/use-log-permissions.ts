import { useEffect } from 'react'
import { useDependency } from '../../di/container-context'

/** On load the lobby reads the player's permissions from the store and only logs them (section 2). */
export function useLogPermissions() {
  const store = useDependency('AuthStore')
  const logger = useDependency('Logger')
  useEffect(() => {
    logger.info('User permissions', store.current().permissions)
  }, [store, logger])
}
