import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { useDependency } from '../di/container-context'

/**
 * Lends wouter's navigate to the container's Navigation port, so use cases can end a flow on
 * another screen. Mount once, inside the top-level <Router> (a nested router's navigate is
 * relative to its base). Renders nothing.
 */
export function NavigationBridge() {
  const host = useDependency('NavigationHost')
  const [, navigate] = useLocation()
  useEffect(
    () => host.attach((path, options) => navigate(path, options?.replace === true ? { replace: true } : undefined)),
    [host, navigate],
  )
  return null
}
