import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Session } from './session'
import type { ValidLogin } from './login.rules'
import type { ValidSignUp } from './sign-up.rules'

/** The API refused the email/username and password pair. */
export interface WrongCredentials {
  readonly _tag: 'WrongCredentials'
}

export type LoginFailure = GatewayError | WrongCredentials

/** Remote authentication. Never rejects: failures are returned as Left. */
export interface AuthGateway {
  readonly login: (credentials: ValidLogin) => TaskEither<LoginFailure, Session>
  /** A 422 carries the API's `{message, errors}`, with the sign-up rules' own messages. */
  readonly register: (form: ValidSignUp) => TaskEither<GatewayError, Session>
  /** Revokes `token` on the server; takes it explicitly so the local session can go first. */
  readonly logout: (token: string) => TaskEither<GatewayError, void>
}
