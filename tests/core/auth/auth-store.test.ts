import { firstValueFrom } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { memorySessionStore } from '../../fakes/memory-session-store'

const session = { token: 'tkn', userId: 'u-1', roles: ['player'], permissions: ['play', 'withdraw'] }

describe('the auth store', () => {
  it('starts signed out when nothing is stored, with the placeholder user id', () => {
    const store = createAuthStore(memorySessionStore().store)
    expect(store.current()).toEqual({ token: null, userId: 'guest', roles: [], permissions: [], isAuthenticated: false })
  })

  it('starts authenticated when a token is stored', () => {
    const store = createAuthStore(memorySessionStore({ token: 'kept', userId: 'u-9' }).store)
    expect(store.current()).toMatchObject({ token: 'kept', userId: 'u-9', isAuthenticated: true })
  })

  it('saves the session on sign-in and says so to subscribers', async () => {
    const sessions = memorySessionStore()
    const store = createAuthStore(sessions.store)
    store.signIn(session)
    expect(sessions.saved).toEqual([session])
    expect(await firstValueFrom(store.state$)).toEqual({ ...session, isAuthenticated: true })
  })

  it('clears storage and state on sign-out', () => {
    const sessions = memorySessionStore()
    const store = createAuthStore(sessions.store)
    store.signIn(session)
    store.signOut()
    expect(sessions.peek().token).toBeNull()
    expect(store.current()).toMatchObject({ token: null, isAuthenticated: false, roles: [], permissions: [] })
  })

  it('checks whether a named permission is held', () => {
    const store = createAuthStore(memorySessionStore().store)
    store.signIn(session)
    expect(store.hasPermission('withdraw')).toBe(true)
    expect(store.hasPermission('admin')).toBe(false)
  })
})
