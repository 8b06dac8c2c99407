import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { FORM_ERRORS_TOAST, type InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { AuthGateway } from './auth-gateway.port'
import type { AuthStore } from './auth-store'
import type { Session } from './session'
import { parseSignUp, type SignUpField, type SignUpInput } from './sign-up.rules'

export const SIGN_UP_SUCCESS_MESSAGE = 'Sign up successful! Redirecting to dashboard...'

export type RegisterError = InvalidForm<SignUpField> | GatewayError

/** Signs a new player up: the sign-up rules first (an invalid form sends nothing), then the API. */
export const makeRegister =
  (deps: { auth: AuthGateway; authStore: AuthStore }) =>
  (input: SignUpInput): TE.TaskEither<RegisterError, Session> =>
    pipe(
      TE.fromEither(parseSignUp(input)),
      TE.flatMap((valid): TE.TaskEither<RegisterError, Session> => deps.auth.register(valid)),
      TE.tapIO((session) => () => deps.authStore.signIn(session)),
    )

export type Register = ReturnType<typeof makeRegister>

/** What the client says when the server gave no message of its own. */
const clientMessage = (error: GatewayError): string => {
  switch (error._tag) {
    case 'Offline':
      return 'Could not reach the server. Please check your connection.'
    case 'Unexpected':
      return `Request failed with status code ${error.status}`
    case 'BadPayload':
      return 'The server sent an answer the app could not read.'
  }
}

/**
 * The sign-up failure toast (docs/product/messages.md#log-in-and-sign-up): 'Error: ' plus the
 * server's message, or the client's own when the server gave none.
 */
export const registerErrorMessage = (error: RegisterError): string => {
  if (error._tag === 'InvalidForm') return FORM_ERRORS_TOAST
  const server = error._tag === 'Unexpected' ? error.message : undefined
  return `Error: ${server ?? clientMessage(error)}`
}
