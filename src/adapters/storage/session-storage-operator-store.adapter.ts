import type { OperatorSession } from '../../core/operator/operator'
import type { OperatorSessionStore } from '../../core/operator/operator-gateway.port'

/** Where the operator's session is kept (the bench puts one there too). */
export const OPERATOR_SESSION_KEY = 'operatorSession'

const isSession = (v: unknown): v is OperatorSession => {
  if (typeof v !== 'object' || v === null) return false
  const s = v as Record<string, unknown>
  const user = s.user as Record<string, unknown> | null | undefined
  return (
    typeof s.token === 'string' && typeof s.expiresAt === 'string' && typeof user?.username === 'string' && Array.isArray(user.permissions)
  )
}

/**
 * The operator's session in sessionStorage, under its own key: it never mixes with a player's
 * session in localStorage, and closing the tab ends it. An expired or damaged entry reads as none.
 */
export const sessionStorageOperatorStore = (storage: Storage, now: () => number): OperatorSessionStore => ({
  read: () => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(OPERATOR_SESSION_KEY) ?? 'null')
      return isSession(parsed) && Date.parse(parsed.expiresAt) > now() ? parsed : null
    } catch {
      return null
    }
  },
  write: (session) =>
    session === null ? storage.removeItem(OPERATOR_SESSION_KEY) : storage.setItem(OPERATOR_SESSION_KEY, JSON.stringify(session)),
})
