import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { Login, LoginCode, Logout, Register, REGISTER_FIELDS } from '../../../src/contracts/accounts.contract'
import type { BodyOf } from '../../../src/contracts/endpoint'
import type { SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { accountSubject } from '../login-throttle.port'
import type { AccountsArea } from '../../composition/accounts.composition'
import { addressKey } from '../../http/address-key'
import { presentedDeviceTokens, setDeviceCookie } from '../../http/device-cookie'
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

const DEVICE_COOKIE = 'coinfall_device'

/** POST /register, /login (and its code step, /login/code), /logout: sessions as `{ token, user }`. */
export function accountsRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { register, login, throttle, tokens, devices, config } = area
    // The account activity names the browser and address of each sign-in; a failure here costs only that.
    const describeSignIn = (request: FastifyRequest, token: string) =>
      tokens
        .describe(token, { userAgent: request.headers['user-agent'] ?? null, address: request.ip })
        .catch((err: unknown) => request.log.warn({ err }, 'could not note the browser of a sign-in'))

    routeEndpoint(app, Register, { config: { rateLimited: 'registration' } }, async (request, reply) => {
      const ref = request.body.ref?.trim() ?? ''
      const referral =
        ref === '' ? null : { ref, address: addressKey(request.ip), deviceTokens: presentedDeviceTokens(request, DEVICE_COOKIE) }
      const result = await register(signUpInput(request.body), referral)()
      if (E.isLeft(result)) return replyAccountsError(reply, result.left, REGISTER_FIELDS)
      const grant = result.right
      await describeSignIn(request, grant.token)
      // The new player's address is known for their account from the start (login-throttle.rules.ts).
      const account = accountSubject(grant.user.id)
      await throttle
        .remember({ account, address: addressKey(request.ip) })
        .catch((err: unknown) => request.log.warn({ err }, 'could not remember the sign-up address'))
      // The browser that signed up is a known device from the start (OWASP's device cookies).
      await devices
        .confirm(account, null)
        .then((token) => token !== null && setDeviceCookie(request, reply, DEVICE_COOKIE, token, config.deviceCookieMs))
        .catch((err: unknown) => request.log.warn({ err }, 'could not enrol the sign-up device'))
      reply.status(201)
      return grant
    })

    routeEndpoint(app, Login, {}, async (request, reply) => {
      const result = await login(request.body, addressKey(request.ip), presentedDeviceTokens(request, DEVICE_COOKIE))()
      if (E.isLeft(result)) return replyAccountsError(reply, result.left)
      if (result.right._tag === 'CodeNeeded') return { code_needed: true as const, challenge: result.right.challenge }
      const { grant, newDeviceToken } = result.right
      await describeSignIn(request, grant.token)
      if (newDeviceToken !== null) setDeviceCookie(request, reply, DEVICE_COOKIE, newDeviceToken, config.deviceCookieMs)
      return grant
    })

    routeEndpoint(app, LoginCode, { config: { rateLimited: 'signInCode' } }, async (request, reply) => {
      const result = await area.completeSignIn(request.body)()
      if (E.isLeft(result)) return replyAccountsError(reply, result.left)
      const { grant, newDeviceToken } = result.right
      await describeSignIn(request, grant.token)
      if (newDeviceToken !== null) setDeviceCookie(request, reply, DEVICE_COOKIE, newDeviceToken, config.deviceCookieMs)
      return grant
    })

    routeEndpoint(app, Logout, { onRequest: area.auth.requireUser }, async (request) => {
      await tokens.revoke(signedInUser(request).tokenId)
      return { message: 'You have been logged out.' }
    })
  }
}
