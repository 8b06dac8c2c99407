import * as TE from 'fp-ts/TaskEither'
import type { AuthGateway } from '../../src/core/auth/auth-gateway.port'
import { notCalled } from './not-called'

export const SESSION = { token: 'tkn-1', userId: '42', roles: ['player'], permissions: ['play'] } as const

/** An AuthGateway whose answers the test chooses; an unanswered method throws if called. */
export function fakeAuthGateway(answers: Partial<AuthGateway> = {}) {
  const calls: Array<{ readonly method: keyof AuthGateway; readonly arg: unknown }> = []
  const record =
    <A, R>(method: keyof AuthGateway, f: ((a: A) => R) | undefined) =>
    (a: A): R => {
      calls.push({ method, arg: a })
      return (f ?? (notCalled(`AuthGateway.${method}`) as (a: A) => R))(a)
    }
  const gateway: AuthGateway = {
    login: record('login', answers.login),
    loginCode: (challenge, code) => {
      const answer = answers.loginCode
      return record('loginCode', answer && ((a: { challenge: string; code: string }) => answer(a.challenge, a.code)))({ challenge, code })
    },
    register: record('register', answers.register),
    logout: record('logout', answers.logout),
  }
  return { gateway, calls }
}

/** The password step's answer when two-factor sign-in is off: the session. */
export const SIGNED_IN = { _tag: 'SignedIn', session: SESSION } as const

export const accepting = (): Pick<AuthGateway, 'login' | 'register'> => ({
  login: () => TE.right(SIGNED_IN),
  register: () => TE.right(SESSION),
})
