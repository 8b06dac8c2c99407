import type { Session } from './session'

/** What storage holds between visits; any part may be missing or damaged. */
export interface StoredSession {
  readonly token: string | null
  /** The stored user id, or ANONYMOUS_USER_ID when absent. */
  readonly userId: string
  readonly roles: readonly string[]
  readonly permissions: readonly string[]
}

/**
 * Where a session survives a reload (browser storage under the keys authToken, userId,
 * userRoles, userPermissions). Synchronous because the route guard must decide before render.
 * Never throws: unreadable entries come back as empty.
 */
export interface SessionStore {
  readonly load: () => StoredSession
  readonly save: (session: Session) => void
  readonly clear: () => void
}
