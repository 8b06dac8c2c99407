import type { FastifyInstance } from 'fastify'
import type { Container } from 'inversify'
import type { LoginInput } from '../../../src/core/auth/login.rules'
import type { SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { makeLogin } from '../../accounts/login.use-case'
import { makeRegister } from '../../accounts/register.use-case'
import { resolve } from '../../composition/server-container'
import { requireUser, signedInUser } from '../plugins/authenticate'
import { replyInvalidForm, replyTaken, replyThrottled } from './accounts.replies'
import { EMPTY_BODY, LOGIN_BODY, NO_QUERY, REGISTER_BODY } from './accounts.schemas'

export const WRONG_CREDENTIALS = { message: 'These credentials do not match our records.' } as const

/** POST /register, /login, /logout: sessions as `{ token, user }`. */
export function accountsRoutes(container: Container) {
  return async (app: FastifyInstance) => {
    const db = resolve(container, 'Db')
    const users = resolve(container, 'Users')
    const hasher = resolve(container, 'PasswordHasher')
    const tokens = resolve(container, 'AccessTokens')
    const register = makeRegister({
      db, users, hasher, tokens,
      grantJoinBonus: (trx, userId) => resolve(container, 'Ledger').grantJoinBonus(trx, userId),
    })
    const login = makeLogin({ db, users, hasher, tokens, throttle: resolve(container, 'LoginThrottle') })

    app.post<{ Body: SignUpInput }>('/register', { schema: { body: REGISTER_BODY, querystring: NO_QUERY } }, async (request, reply) => {
      const result = await register(request.body)()
      if (result._tag === 'Right') return reply.status(201).send(result.right)
      const error = result.left
      return error._tag === 'Taken' ? replyTaken(reply, error.fields) : replyInvalidForm(reply, error)
    })

    app.post<{ Body: LoginInput }>('/login', { schema: { body: LOGIN_BODY, querystring: NO_QUERY } }, async (request, reply) => {
      const result = await login(request.body, request.ip)()
      if (result._tag === 'Right') return result.right
      const error = result.left
      switch (error._tag) {
        case 'InvalidForm': return replyInvalidForm(reply, error)
        case 'WrongCredentials': return reply.status(401).send(WRONG_CREDENTIALS)
        case 'Throttled': return replyThrottled(reply, error.retryAfterSeconds)
      }
    })

    app.post('/logout', { schema: { body: EMPTY_BODY, querystring: NO_QUERY }, onRequest: requireUser(container) }, async (request) => {
      await tokens.revoke(signedInUser(request).tokenId)
      return { message: 'You have been logged out.' }
    })
  }
}
