import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuthGateway, LoginAnswer, LoginFailure, SignInFailed } from '../../core/auth/auth-gateway.port'
import type { Session } from '../../core/auth/session'
import type { GatewayError } from '../../core/shared/gateway-error'
import { callEndpoint } from './call-endpoint'
import { coreFieldErrors } from './core-field-errors'
import { Login, LoginCode, Logout, Register, REGISTER_FIELDS } from '../../contracts/accounts.contract'
import type { AnswerOf } from '../../contracts/endpoint'
import type { HttpClient } from './http-client'

// The browser keeps user ids as text (storage holds them so).
const toSession = (answer: AnswerOf<typeof LoginCode>): Session => ({
  token: answer.token,
  userId: String(answer.user.id),
  roles: answer.user.roles,
  permissions: answer.user.permissions,
})

const wrongCredentials = (e: GatewayError): LoginFailure => (e._tag === 'Unexpected' && e.status === 401 ? { _tag: 'WrongCredentials' } : e)
const signInFailed = (e: GatewayError): GatewayError | SignInFailed =>
  e._tag === 'Unexpected' && e.status === 401 ? { _tag: 'SignInFailed' } : e

const toLoginAnswer = (answer: AnswerOf<typeof Login>): LoginAnswer =>
  'code_needed' in answer ? { _tag: 'CodeNeeded', challenge: answer.challenge } : { _tag: 'SignedIn', session: toSession(answer) }

export const httpAuthGateway = (http: HttpClient): AuthGateway => {
  const call = callEndpoint(http)
  return {
    login: (credentials) =>
      pipe(
        call(Login, { body: { email: credentials.email, password: credentials.password } }),
        TE.map(toLoginAnswer),
        TE.mapError(wrongCredentials),
      ),
    loginCode: (challenge, code) => pipe(call(LoginCode, { body: { challenge, code } }), TE.map(toSession), TE.mapError(signInFailed)),
    register: (form) =>
      pipe(
        call(Register, {
          body: {
            name: form.name,
            username: form.username,
            promo_code: form.promoCode,
            email: form.email,
            password: form.password,
            password_confirmation: form.passwordConfirmation,
            ...(form.ref.trim() === '' ? {} : { ref: form.ref.trim().slice(0, 32) }),
          },
        }),
        TE.map(toSession),
        TE.mapError(coreFieldErrors(REGISTER_FIELDS)),
      ),
    logout: (token) =>
      pipe(
        call(Logout, { body: {}, headers: { Authorization: `Bearer ${token}` } }),
        TE.map(() => undefined),
      ),
  }
}
