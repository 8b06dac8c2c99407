import { useMemo } from 'react'
import { isSignedIn } from '../../core/navigation/route-guard.rules'
import { useDependency } from '../di/container-context'
import { useObservable } from '../hooks/use-observable'

/** The auth store's state, live, plus the guard's notion of "signed in". */
export function useAuth() {
  const store = useDependency('AuthStore')
  const sessions = useDependency('SessionStore')
  const state = useObservable(store.state$, store.current())
  const signedIn = useMemo(() => isSignedIn(state.isAuthenticated, sessions.load().token), [state, sessions])
  return { state, signedIn, signOut: store.signOut, hasPermission: store.hasPermission }
}
