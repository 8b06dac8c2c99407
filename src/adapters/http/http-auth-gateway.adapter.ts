import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AuthGateway, LoginFailure } from '../../core/auth/auth-gateway.port'
import type { Session } from '../../core/auth/session'
import type { GatewayError } from '../../core/shared/gateway-error'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { SessionDto } from './http-auth-gateway.codecs'

const toSession = (dto: SessionDto): Session => ({
  token: dto.token,
  userId: dto.user.id,
  roles: dto.user.roles ?? [],
  permissions: dto.user.permissions ?? [],
})

const session = (answer: TE.TaskEither<GatewayError, unknown>): TE.TaskEither<GatewayError, Session> =>
  pipe(answer, TE.flatMapEither(decodeWith(SessionDto)), TE.map(toSession))

const wrongCredentials = (e: GatewayError): LoginFailure => (e._tag === 'Unexpected' && e.status === 401 ? { _tag: 'WrongCredentials' } : e)

export const httpAuthGateway = (http: HttpClient): AuthGateway => ({
  login: (credentials) =>
    pipe(session(http.postJson('/api/login', { email: credentials.email, password: credentials.password })), TE.mapError(wrongCredentials)),
  register: (form) => session(http.postJson('/api/register', form)),
  logout: (token) =>
    pipe(
      http.postJson('/api/logout', {}, { Authorization: `Bearer ${token}` }),
      TE.map(() => undefined),
      // The answer's body is not read: a 204 without one is as good as any.
      TE.orElse((e) => (e._tag === 'BadPayload' ? TE.right(undefined) : TE.left(e))),
    ),
})
