import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../shared/assert-never'
import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { AuthGateway, SignInFailed } from './auth-gateway.port'
import type { AuthStore } from './auth-store'
import type { Session } from './session'
import { parseSecondFactor, TWO_FACTOR_MESSAGES } from './two-factor.rules'

export type SignInCodeError = InvalidForm<'code'> | SignInFailed | GatewayError

/**
 * The code step of a two-factor sign-in: the code's rule first (a code that cannot be one sends
 * nothing and keeps the step open), then the API, then the session is kept in the auth store.
 * Any refusal by the API ends the step: the player starts again from the password.
 */
export const makeSignInCode =
  (deps: { auth: AuthGateway; authStore: AuthStore }) =>
  (challenge: string, input: { readonly code: string }): TE.TaskEither<SignInCodeError, Session> => {
    const parsed = parseSecondFactor(input.code)
    if (E.isLeft(parsed)) return TE.left({ _tag: 'InvalidForm', errors: { code: parsed.left } })
    return pipe(
      deps.auth.loginCode(challenge, input.code.trim()),
      TE.tapIO((session) => () => deps.authStore.signIn(session)),
    )
  }

export type SignInCode = ReturnType<typeof makeSignInCode>

/** What a refused code step says; every refusal but a typo sends the player back to the password. */
export const signInCodeErrorMessage = (error: SignInCodeError): string => {
  switch (error._tag) {
    case 'InvalidForm':
      return error.errors.code ?? TWO_FACTOR_MESSAGES.codeMissing
    case 'SignInFailed':
      return TWO_FACTOR_MESSAGES.signInFailed
    case 'Unexpected':
      return error.message ?? TWO_FACTOR_MESSAGES.signInFailed
    case 'Offline':
    case 'BadPayload':
      return 'Sign-in could not be finished. Please check your connection and sign in again.'
    default:
      return assertNever(error)
  }
}
