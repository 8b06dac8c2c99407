import type { FastifyInstance } from 'fastify'
import { Login, Logout, Register, REGISTER_FIELDS } from '../../../src/adapters/http/contracts/accounts.contract'
import type { BodyOf } from '../../../src/adapters/http/contracts/endpoint'
import type { SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { accountSubject } from '../login-throttle.port'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import { replyInvalidForm, replyTaken, replyThrottled } from './accounts.replies'

export const WRONG_CREDENTIALS = { message: 'These credentials do not match our records.' } as const

const signUpInput = (body: BodyOf<typeof Register>): SignUpInput => ({
  name: body.name,
  username: body.username,
  email: body.email,
  password: body.password,
  passwordConfirmation: body.password_confirmation,
  promoCode: body.promo_code,
})

/** POST /register, /login, /logout: sessions as `{ token, user }`. */
export function accountsRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { register, login, throttle, tokens } = area

    routeEndpoint(app, Register, { config: { rateLimited: 'registration' } }, async (request, reply) => {
      const result = await register(signUpInput(request.body))()
      if (result._tag === 'Right') {
        // The new player's address is known for their account from the start (login-throttle.rules.ts).
        await throttle
          .remember({ account: accountSubject(result.right.user.id), address: addressKey(request.ip) })
          .catch((err: unknown) => request.log.warn({ err }, 'could not remember the sign-up address'))
        reply.status(201)
        return result.right
      }
      const error = result.left
      return error._tag === 'Taken' ? replyTaken(reply, error.fields) : replyInvalidForm(reply, error, REGISTER_FIELDS)
    })

    routeEndpoint(app, Login, {}, async (request, reply) => {
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
      }
    })

    routeEndpoint(app, Logout, { onRequest: area.auth.requireUser }, async (request) => {
      await tokens.revoke(signedInUser(request).tokenId)
      return { message: 'You have been logged out.' }
    })
  }
}
