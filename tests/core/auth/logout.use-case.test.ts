import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { makeLogout } from '../../../src/core/auth/logout.use-case'
import { fakeAuthGateway } from '../../fakes/fake-auth-gateway'
import { memorySessionStore } from '../../fakes/memory-session-store'
import { recordingLogger } from '../../fakes/recording-logger'

const setup = (answers: Parameters<typeof fakeAuthGateway>[0], stored = { token: 'tkn-1', userId: '42' }) => {
  const sessions = memorySessionStore(stored)
  const authStore = createAuthStore(sessions.store)
  const auth = fakeAuthGateway(answers)
  const log = recordingLogger()
  return { logout: makeLogout({ auth: auth.gateway, authStore, logger: log.logger }), auth, sessions, authStore, log }
}

describe('logging out', () => {
  it('revokes the current token on the server', async () => {
    const { logout, auth } = setup({ logout: () => TE.right(undefined) })
    expect(await logout()()).toEqual({ _tag: 'Right', right: { _tag: 'SignedOut', revoked: true } })
    expect(auth.calls).toEqual([{ method: 'logout', arg: 'tkn-1' }])
  })

  it('clears the local session even when the server cannot be reached, and logs that', async () => {
    const { logout, sessions, authStore, log } = setup({ logout: () => TE.left({ _tag: 'Offline' }) })
    expect(await logout()()).toEqual({ _tag: 'Right', right: { _tag: 'SignedOut', revoked: false } })
    expect(sessions.peek().token).toBeNull()
    expect(authStore.current().isAuthenticated).toBe(false)
    expect(log.errors).toEqual([{ message: 'Token revocation failed', detail: { _tag: 'Offline' } }])
  })

  it('clears the session before the server answers', async () => {
    let release: () => void = () => undefined
    const { logout, authStore } = setup({
      logout: () => () =>
        new Promise((r) => {
          release = () => r({ _tag: 'Right', right: undefined })
        }),
    })
    const pending = logout()()
    await Promise.resolve()
    expect(authStore.current().isAuthenticated).toBe(false)
    release()
    await pending
  })

  it('asks the server nothing when no token is held', async () => {
    const { logout } = setup({}, { token: '', userId: 'guest' })
    expect(await logout()()).toEqual({ _tag: 'Right', right: { _tag: 'SignedOut', revoked: false } })
  })

  it('does nothing until the task runs', () => {
    const { logout, authStore } = setup({ logout: () => TE.right(undefined) })
    logout()
    expect(authStore.current().isAuthenticated).toBe(true)
  })
})
