import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../shared/assert-never'
import { FORM_ERRORS_TOAST, type InvalidForm } from '../shared/form-errors'
import type { AuthGateway, LoginAnswer, LoginFailure } from './auth-gateway.port'
import type { AuthStore } from './auth-store'
import { parseLogin, type LoginField, type LoginInput } from './login.rules'

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!'
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please check your credentials.'

export type LoginError = InvalidForm<LoginField> | LoginFailure

/**
 * Logs a player in: the login rule first (an invalid form sends nothing), then the API, then the
 * session is kept in the auth store (and so in storage). With two-factor sign-in on, the answer
 * is the code step instead (sign-in-code.use-case.ts), and nobody is signed in yet. The password
 * is never logged.
 */
export const makeLogin =
  (deps: { auth: AuthGateway; authStore: AuthStore }) =>
  (input: LoginInput): TE.TaskEither<LoginError, LoginAnswer> =>
    pipe(
      TE.fromEither(parseLogin(input)),
      TE.flatMap((valid): TE.TaskEither<LoginError, LoginAnswer> => deps.auth.login(valid)),
      TE.tapIO((answer) => () => {
        if (answer._tag === 'SignedIn') deps.authStore.signIn(answer.session)
      }),
    )

export type Login = ReturnType<typeof makeLogin>

/**
 * The toast for a failed login (docs/product/messages.md#log-in-and-sign-up): which server failure
 * it was is not the player's business.
 */
export const loginErrorMessage = (error: LoginError): string => {
  switch (error._tag) {
    case 'InvalidForm':
      return FORM_ERRORS_TOAST
    case 'WrongCredentials':
    case 'Offline':
    case 'Unexpected':
    case 'BadPayload':
      return LOGIN_FAILED_MESSAGE
    default:
      return assertNever(error)
  }
}
