import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import { OperatorMe, OperatorSignIn, OperatorSignOut } from '../../../src/contracts/operator.contract'
import { assertNever } from '../../../src/core/shared/assert-never'
import { replyInvalidForm, replyThrottled } from '../../accounts/http/accounts.replies'
import { ACCOUNT_LOCKED } from '../../accounts/http/accounts.replies'
import type { OperatorArea } from '../../composition/operator.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { presentedDeviceTokens, setDeviceCookie } from '../../http/device-cookie'
import { SIGN_IN_FAILED_MESSAGE } from '../operator-sign-in.use-case'
import { signedInOperator } from './operator-auth'
import { operatorView } from './operator.view'

const DEVICE_COOKIE = 'coinfall_operator_device'

/** POST /operator/login and /operator/logout, GET /operator/me. */
export function operatorSessionRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, OperatorSignIn, {}, async (request, reply) => {
      const body = request.body
      const result = await area.signIn(
        {
          email: body.email ?? '',
          password: body.password ?? '',
          code: body.code ?? '',
          ...(body.new_password ? { new_password: body.new_password } : {}),
        },
        addressKey(request.ip),
        presentedDeviceTokens(request, DEVICE_COOKIE),
      )()
      if (E.isRight(result)) {
        const { session, newDeviceToken } = result.right
        const { token, expiresAt, operator } = session
        if (newDeviceToken !== null) setDeviceCookie(request, reply, DEVICE_COOKIE, newDeviceToken, area.deviceCookieMs)
        return { token, expires_at: expiresAt.toISOString(), user: operatorView(operator) }
      }
      const error = result.left
      switch (error._tag) {
        case 'InvalidForm':
          return replyInvalidForm(reply, error)
        case 'WrongCredentials':
          return reply.status(401).send({ message: SIGN_IN_FAILED_MESSAGE })
        case 'Locked':
          return reply.status(403).send(ACCOUNT_LOCKED)
        case 'Throttled':
          return replyThrottled(reply, error.retryAfterSeconds)
        default:
          return assertNever(error)
      }
    })

    routeEndpoint(app, OperatorSignOut, { onRequest: area.hooks.requireOperator(null) }, async (request) => {
      const operator = signedInOperator(request)
      await area.signOut(operator.id, operator.tokenId, addressKey(request.ip))
      return { message: 'You have been signed out.' }
    })

    routeEndpoint(app, OperatorMe, { onRequest: area.hooks.requireOperator(null) }, async (request) =>
      operatorView(signedInOperator(request).record),
    )
  }
}
