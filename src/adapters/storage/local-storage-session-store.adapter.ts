import { ANONYMOUS_USER_ID } from '../../core/auth/session'
import type { SessionStore } from '../../core/auth/session-store.port'

/** The browser storage keys (docs/product/entities-and-states.md#browser-storage). */
export const STORAGE_KEYS = { token: 'authToken', userId: 'userId', roles: 'userRoles', permissions: 'userPermissions' } as const

const stringList = (raw: string | null): readonly string[] => {
  if (raw === null) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** Session persistence in localStorage; a damaged entry reads as empty rather than throwing. */
export const localStorageSessionStore = (storage: Storage): SessionStore => ({
  load: () => ({
    token: storage.getItem(STORAGE_KEYS.token),
    userId: storage.getItem(STORAGE_KEYS.userId) ?? ANONYMOUS_USER_ID,
    roles: stringList(storage.getItem(STORAGE_KEYS.roles)),
    permissions: stringList(storage.getItem(STORAGE_KEYS.permissions)),
  }),
  save: (session) => {
    storage.setItem(STORAGE_KEYS.token, session.token)
    storage.setItem(STORAGE_KEYS.userId, session.userId)
    storage.setItem(STORAGE_KEYS.roles, JSON.stringify(session.roles))
    storage.setItem(STORAGE_KEYS.permissions, JSON.stringify(session.permissions))
  },
  clear: () => {
    for (const key of Object.values(STORAGE_KEYS)) storage.removeItem(key)
  },
})

/**
 * The token request helpers send: the key `token` first, then the store's
 * (docs/product/entities-and-states.md#browser-storage). Nothing in Coinfall writes `token`;
 * reading it keeps the original contract.
 */
export const requestToken = (storage: Storage, storeToken: () => string | null) => (): string | null =>
  storage.getItem('token') ?? storeToken()
