import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import { Login, Logout, Register, REGISTER_FIELDS } from '../../../src/contracts/accounts.contract'
import type { BodyOf } from '../../../src/contracts/endpoint'
import type { SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { accountSubject } from '../login-throttle.port'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import { replyAccountsError } from './accounts.replies'

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
      if (E.isLeft(result)) return replyAccountsError(reply, result.left, REGISTER_FIELDS)
      const grant = result.right
      // The new player's address is known for their account from the start (login-throttle.rules.ts).
      await throttle
        .remember({ account: accountSubject(grant.user.id), address: addressKey(request.ip) })
        .catch((err: unknown) => request.log.warn({ err }, 'could not remember the sign-up address'))
      reply.status(201)
      return grant
    })

    routeEndpoint(app, Login, {}, async (request, reply) => {
      const result = await login(request.body, addressKey(request.ip))()
      return E.isLeft(result) ? replyAccountsError(reply, result.left) : result.right
    })

    routeEndpoint(app, Logout, { onRequest: area.auth.requireUser }, async (request) => {
      await tokens.revoke(signedInUser(request).tokenId)
      return { message: 'You have been logged out.' }
    })
  }
}
