import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Link } from './link'
import { PATHS } from '../../core/navigation/paths'
import { useDependency } from '../di/container-context'
import { ErrorBoundary } from './error-boundary'
import { ScreenFailed } from './screen-failed'

/**
 * Around a route's screen: a screen that throws is logged and replaced by a way back to the
 * lobby (or a reload); whatever is around it (the layout) stays. Going to another address
 * tries again: the one shown, where the screens follow the address a step behind.
 */
export function RouteErrorBoundary({ children, location }: { children: ReactNode; location?: string }) {
  const [current] = useLocation()
  const logger = useDependency('Logger')
  return (
    <ErrorBoundary
      resetKey={location ?? current}
      onError={(error) => logger.error('A screen failed to render', error)}
      fallback={<ScreenFailed wayBack={<Link href={PATHS.dashboard}>Back to the lobby</Link>} />}
    >
      {children}
    </ErrorBoundary>
  )
}
