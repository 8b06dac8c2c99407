import { BehaviorSubject, type Observable } from 'rxjs'
import { ANONYMOUS_USER_ID, type Session } from './session'
import type { SessionStore } from './session-store.port'
import { authStateFrom, hasPermission, type AuthState } from './auth-state'

/** The signed-in state, kept in step with storage. */
export interface AuthStore {
  readonly state$: Observable<AuthState>
  readonly current: () => AuthState
  readonly signIn: (session: Session) => void
  readonly signOut: () => void
  readonly hasPermission: (permission: string) => boolean
}

const SIGNED_OUT: AuthState = { token: null, userId: ANONYMOUS_USER_ID, roles: [], permissions: [], isAuthenticated: false }

/** Starts authenticated when storage holds a token, as after a reload. */
export function createAuthStore(sessions: SessionStore): AuthStore {
  const state = new BehaviorSubject<AuthState>(authStateFrom(sessions.load()))
  return {
    state$: state.asObservable(),
    current: () => state.getValue(),
    signIn: (session) => {
      sessions.save(session)
      state.next({ ...session, isAuthenticated: true })
    },
    signOut: () => {
      sessions.clear()
      state.next(SIGNED_OUT)
    },
    hasPermission: (permission) => hasPermission(state.getValue(), permission),
  }
}
