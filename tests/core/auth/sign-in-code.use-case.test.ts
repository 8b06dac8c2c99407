import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { makeLogin } from '../../../src/core/auth/login.use-case'
import { makeSignInCode, signInCodeErrorMessage } from '../../../src/core/auth/sign-in-code.use-case'
import { TWO_FACTOR_MESSAGES } from '../../../src/core/auth/two-factor.rules'
import { fakeAuthGateway, SESSION } from '../../fakes/fake-auth-gateway'
import { memorySessionStore } from '../../fakes/memory-session-store'

const CHALLENGE = 'c'.repeat(43)

const setup = (answers: Parameters<typeof fakeAuthGateway>[0] = {}) => {
  const sessions = memorySessionStore()
  const auth = fakeAuthGateway(answers)
  const authStore = createAuthStore(sessions.store)
  return {
    login: makeLogin({ auth: auth.gateway, authStore }),
    signInCode: makeSignInCode({ auth: auth.gateway, authStore }),
    auth,
    sessions,
    authStore,
  }
}

describe('the code step of a two-factor sign-in', () => {
  it('signs nobody in when the password step asks for a code', async () => {
    const { login, sessions, authStore } = setup({ login: () => TE.right({ _tag: 'CodeNeeded', challenge: CHALLENGE }) })
    expect(await login({ email: 'ana@example.com', password: 'pw' })()).toEqual({
      _tag: 'Right',
      right: { _tag: 'CodeNeeded', challenge: CHALLENGE },
    })
    expect(sessions.saved).toEqual([])
    expect(authStore.current().isAuthenticated).toBe(false)
  })

  it('sends the code with the challenge and keeps the session', async () => {
    const { signInCode, auth, sessions } = setup({ loginCode: () => TE.right(SESSION) })
    expect(await signInCode(CHALLENGE, { code: ' 123 456 ' })()).toEqual({ _tag: 'Right', right: SESSION })
    expect(auth.calls).toEqual([{ method: 'loginCode', arg: { challenge: CHALLENGE, code: '123 456' } }])
    expect(sessions.saved).toEqual([SESSION])
  })

  it('sends nothing for a code that cannot be one', async () => {
    const { signInCode, auth } = setup()
    expect(await signInCode(CHALLENGE, { code: '12' })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'InvalidForm', errors: { code: TWO_FACTOR_MESSAGES.codeWrong } },
    })
    expect(auth.calls).toEqual([])
  })

  it('says only that the password or the code was wrong', async () => {
    const { signInCode, sessions } = setup({ loginCode: () => TE.left({ _tag: 'SignInFailed' }) })
    const result = await signInCode(CHALLENGE, { code: '123456' })()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'SignInFailed' } })
    expect(result._tag === 'Left' && signInCodeErrorMessage(result.left)).toBe(TWO_FACTOR_MESSAGES.signInFailed)
    expect(sessions.saved).toEqual([])
  })
})
