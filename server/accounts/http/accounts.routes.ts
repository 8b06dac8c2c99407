import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import type { LoginInput } from '../../../src/core/auth/login.rules'
import type { SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { accountSubject } from '../login-throttle.port'
import type { LoginError } from '../login.use-case'
import type { RegisterError } from '../register.use-case'
import type { SessionGrant } from '../session-grant'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { signedInUser } from '../../http/plugins/authenticate'
import { replyAccountsError } from './accounts.replies'
import { EMPTY_BODY, LOGIN_BODY, NO_QUERY, REGISTER_BODY } from './accounts.schemas'

/** POST /register, /login, /logout: sessions as `{ token, user }`. */
export function accountsRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { register, login, throttle, tokens } = area

    app.post<{ Body: SignUpInput }>(
      '/register',
      { schema: { body: REGISTER_BODY, querystring: NO_QUERY }, config: { rateLimited: 'registration' } },
      async (request, reply) => {
        const result = await register(request.body)()
        return E.matchW(
          (error: RegisterError) => replyAccountsError(reply, error),
          async (grant: SessionGrant) => {
            // The new player's address is known for their account from the start (login-throttle.rules.ts).
            await throttle
              .remember({ account: accountSubject(grant.user.id), address: addressKey(request.ip) })
              .catch((err: unknown) => request.log.warn({ err }, 'could not remember the sign-up address'))
            return reply.status(201).send(grant)
          },
        )(result)
      },
    )

    app.post<{ Body: LoginInput }>('/login', { schema: { body: LOGIN_BODY, querystring: NO_QUERY } }, async (request, reply) => {
      const result = await login(request.body, addressKey(request.ip))()
      return E.matchW(
        (error: LoginError) => replyAccountsError(reply, error),
        (grant: SessionGrant) => grant,
      )(result)
    })

    app.post('/logout', { schema: { body: EMPTY_BODY, querystring: NO_QUERY }, onRequest: area.auth.requireUser }, async (request) => {
      await tokens.revoke(signedInUser(request).tokenId)
      return { message: 'You have been logged out.' }
    })
  }
}
