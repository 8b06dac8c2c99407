import type { StoredSession } from './session-store.port'

/**
 * The auth store's state (docs/product/entities-and-states.md#auth-state): authenticated exactly
 * when a token is held.
 */
export interface AuthState {
  readonly token: string | null
  readonly userId: string
  readonly roles: readonly string[]
  readonly permissions: readonly string[]
  readonly isAuthenticated: boolean
}

export const authStateFrom = (stored: StoredSession): AuthState => ({
  ...stored,
  isAuthenticated: stored.token !== null && stored.token !== '',
})

export const hasPermission = (state: AuthState, permission: string): boolean => state.permissions.includes(permission)
