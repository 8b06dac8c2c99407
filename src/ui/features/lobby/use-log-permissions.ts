import { useEffect } from 'react'
import { useDependency } from '../../di/container-context'

/**
 * On load the lobby reads the player's permissions from the store and only logs them: no screen
 * depends on them yet (docs/product/screens-and-routes.md#lobby).
 */
export function useLogPermissions() {
  const store = useDependency('AuthStore')
  const logger = useDependency('Logger')
  useEffect(() => {
    logger.info('User permissions', store.current().permissions)
  }, [store, logger])
}
