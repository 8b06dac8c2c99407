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

/** The password step's answer: a session, or (two-factor sign-in on) the code step's token. */
export type LoginAnswer =
  { readonly _tag: 'SignedIn'; readonly session: Session } | { readonly _tag: 'CodeNeeded'; readonly challenge: string }

/** The code step refused: the password or the code was wrong, or the step was used or expired (never which). */
export interface SignInFailed {
  readonly _tag: 'SignInFailed'
}

/** Remote authentication. Never rejects: failures are returned as Left. */
export interface AuthGateway {
  readonly login: (credentials: ValidLogin) => TaskEither<LoginFailure, LoginAnswer>
  /** The code step of a two-factor sign-in: the password step's challenge and the code as typed. */
  readonly loginCode: (challenge: string, code: string) => TaskEither<GatewayError | SignInFailed, Session>
  /** A 422 carries the API's `{message, errors}`, with the sign-up rules' own messages. */
  readonly register: (form: ValidSignUp) => TaskEither<GatewayError, Session>
  /** Revokes `token` on the server; takes it explicitly so the local session can go first. */
  readonly logout: (token: string) => TaskEither<GatewayError, void>
}
