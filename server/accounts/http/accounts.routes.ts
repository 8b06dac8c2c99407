import type { FastifyInstance } from 'fastify'
import type { LoginInput } from '../../../src/core/auth/login.rules'
import type { SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { accountSubject } from '../login-throttle.port'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { signedInUser } from '../../http/plugins/authenticate'
import { replyInvalidForm, replyTaken, replyThrottled } from './accounts.replies'
import { EMPTY_BODY, LOGIN_BODY, NO_QUERY, REGISTER_BODY } from './accounts.schemas'

export const WRONG_CREDENTIALS = { message: 'These credentials do not match our records.' } as const
export const ACCOUNT_LOCKED = { message: 'This account is locked. Please contact support.' } as const

/** POST /register, /login, /logout: sessions as `{ token, user }`. */
export function accountsRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { register, login, throttle, tokens } = area

    app.post<{ Body: SignUpInput }>(
      '/register',
      { schema: { body: REGISTER_BODY, querystring: NO_QUERY }, config: { rateLimited: 'registration' } },
      async (request, reply) => {
        const result = await register(request.body)()
        if (result._tag === 'Right') {
          // The new player's address is known for their account from the start (login-throttle.rules.ts).
          await throttle
            .remember({ account: accountSubject(result.right.user.id), address: addressKey(request.ip) })
            .catch((err: unknown) => request.log.warn({ err }, 'could not remember the sign-up address'))
          return reply.status(201).send(result.right)
        }
        const error = result.left
        return error._tag === 'Taken' ? replyTaken(reply, error.fields) : replyInvalidForm(reply, error)
      },
    )

    app.post<{ Body: LoginInput }>('/login', { schema: { body: LOGIN_BODY, querystring: NO_QUERY } }, async (request, reply) => {
      const result = await login(request.body, addressKey(request.ip))()
      if (result._tag === 'Right') return result.right
      const error = result.left
      switch (error._tag) {
        case 'InvalidForm':
          return replyInvalidForm(reply, error)
        case 'WrongCredentials':
          return reply.status(401).send(WRONG_CREDENTIALS)
        case 'Throttled':
          return replyThrottled(reply, error.retryAfterSeconds)
        case 'Locked':
          return reply.status(403).send(ACCOUNT_LOCKED)
      }
    })

    app.post('/logout', { schema: { body: EMPTY_BODY, querystring: NO_QUERY }, onRequest: area.auth.requireUser }, async (request) => {
      await tokens.revoke(signedInUser(request).tokenId)
      return { message: 'You have been logged out.' }
    })
  }
}
