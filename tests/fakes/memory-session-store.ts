import { ANONYMOUS_USER_ID, type Session } from '../../src/core/auth/session'
import type { SessionStore, StoredSession } from '../../src/core/auth/session-store.port'

/** A SessionStore in memory that records what was saved. */
export function memorySessionStore(initial: Partial<StoredSession> = {}) {
  let stored: StoredSession = { token: null, userId: ANONYMOUS_USER_ID, roles: [], permissions: [], ...initial }
  const saved: Session[] = []
  const store: SessionStore = {
    load: () => stored,
    save: (s) => {
      saved.push(s)
      stored = { ...s }
    },
    clear: () => {
      stored = { token: null, userId: ANONYMOUS_USER_ID, roles: [], permissions: [] }
    },
  }
  return { store, saved, peek: () => stored }
}
