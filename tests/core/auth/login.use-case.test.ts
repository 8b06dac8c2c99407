import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { LOGIN_SUCCESS_MESSAGE, loginErrorMessage, makeLogin } from '../../../src/core/auth/login.use-case'
import { accepting, fakeAuthGateway, SESSION } from '../../fakes/fake-auth-gateway'
import { memorySessionStore } from '../../fakes/memory-session-store'

const setup = (answers: Parameters<typeof fakeAuthGateway>[0] = {}) => {
  const sessions = memorySessionStore()
  const auth = fakeAuthGateway(answers)
  const authStore = createAuthStore(sessions.store)
  return { login: makeLogin({ auth: auth.gateway, authStore }), auth, sessions, authStore }
}

describe('logging in', () => {
  it('sends the checked credentials: an email trimmed and lower-cased, the password as typed', async () => {
    const { login, auth } = setup(accepting())
    await login({ email: ' Ana@Example.com ', password: ' s3cret ' })()
    expect(auth.calls).toEqual([{ method: 'login', arg: { email: 'ana@example.com', password: ' s3cret ' } }])
  })

  it('answers with the session and keeps it in the auth store and storage', async () => {
    const { login, sessions, authStore } = setup(accepting())
    const result = await login({ email: 'AnaLima7', password: 'pw' })()
    expect(result).toEqual({ _tag: 'Right', right: { _tag: 'SignedIn', session: SESSION } })
    expect(sessions.saved).toEqual([SESSION])
    expect(authStore.current().isAuthenticated).toBe(true)
  })

  it('sends nothing when the form is invalid, and says to fix the form', async () => {
    const { login } = setup() // login is not answered: calling it would throw
    const result = await login({ email: 'ana lima', password: '' })()
    expect(result).toEqual({
      _tag: 'Left',
      left: { _tag: 'InvalidForm', errors: { email: 'Enter a valid email or username.', password: 'Password is required.' } },
    })
    expect(result._tag === 'Left' && loginErrorMessage(result.left)).toBe('Please fix the errors in the form.')
  })

  it('asks for a missing email or username', async () => {
    const { login } = setup()
    expect(await login({ email: '  ', password: 'pw' })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'InvalidForm', errors: { email: 'Email is required.' } },
    })
  })

  it('keeps the player signed out when the credentials are refused', async () => {
    const { login, sessions, authStore } = setup({ login: () => TE.left({ _tag: 'WrongCredentials' }) })
    const result = await login({ email: 'ana@example.com', password: 'nope' })()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'WrongCredentials' } })
    expect(sessions.saved).toEqual([])
    expect(authStore.current().isAuthenticated).toBe(false)
  })

  it.each([
    { _tag: 'WrongCredentials' },
    { _tag: 'Offline' },
    { _tag: 'Unexpected', status: 500 },
    { _tag: 'BadPayload', detail: 'token missing' },
  ] as const)('says only that login failed for $_tag', async (failure) => {
    const { login } = setup({ login: () => TE.left(failure) })
    const result = await login({ email: 'ana@example.com', password: 'pw' })()
    expect(result._tag === 'Left' && loginErrorMessage(result.left)).toBe('Login failed. Please check your credentials.')
  })

  // docs/product/messages.md#log-in-and-sign-up
  it('has the login success toast, word for word', () => {
    expect(LOGIN_SUCCESS_MESSAGE).toBe('Login successful!')
  })
})
