import type { ReactNode } from 'react'
import { Redirect, useLocation } from 'wouter'
import { guardRedirect } from '../../core/navigation/route-guard.rules'
import { useAuth } from '../auth/use-auth'

/** Applies the specification's guard before anything renders. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [location] = useLocation()
  const { signedIn } = useAuth()
  const target = guardRedirect(location, signedIn)
  return target === null ? <>{children}</> : <Redirect to={target} replace />
}
