import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import { BeginTwoFactor, ConfirmTwoFactor, GetTwoFactor, TurnOffTwoFactor } from '../../../src/contracts/two-factor.contract'
import { TWO_FACTOR_MESSAGES } from '../../../src/core/auth/two-factor.rules'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { AccountsArea } from '../../composition/accounts.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'

const NOT_STARTED = 'Start again: scan a new QR code, then enter its first code.'
const WRONG_PASSWORD = 'The password is not right.'
const ALREADY_ON = 'Two-factor sign-in is already on. Turn it off first to move it to another app.'

/** Two-factor sign-in's settings: only the signed-in player's own, each change rate limited (each is a code guess). */
export function twoFactorRoutes(area: AccountsArea) {
  return async (app: FastifyInstance) => {
    const { auth, twoFactorSettings: settings } = area

    routeEndpoint(app, GetTwoFactor, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const status = await settings.status(signedInUser(request).id)
      return { on: status.on, recovery_codes_left: status.recoveryCodesLeft }
    })

    routeEndpoint(app, BeginTwoFactor, { onRequest: auth.requireUser, config: { rateLimited: 'twoFactor' } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const result = await settings.begin(signedInUser(request).id)
      if (E.isLeft(result)) return reply.status(409).send({ message: ALREADY_ON })
      return result.right
    })

    routeEndpoint(app, ConfirmTwoFactor, { onRequest: auth.requireUser, config: { rateLimited: 'twoFactor' } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const result = await settings.confirm(signedInUser(request).id, request.body)
      if (E.isRight(result)) return { message: TWO_FACTOR_MESSAGES.enrolled, recovery_codes: result.right }
      const refusal = result.left
      switch (refusal._tag) {
        case 'WrongCode':
          return reply.status(422).send({ message: refusal.message, errors: { code: [refusal.message] } })
        case 'WrongPassword':
          return reply.status(422).send({ message: WRONG_PASSWORD, errors: { password: [WRONG_PASSWORD] } })
        case 'NotStarted':
          return reply.status(409).send({ message: NOT_STARTED })
        case 'AlreadyOn':
          return reply.status(409).send({ message: ALREADY_ON })
        default:
          return assertNever(refusal)
      }
    })

    routeEndpoint(app, TurnOffTwoFactor, { onRequest: auth.requireUser, config: { rateLimited: 'twoFactor' } }, async (request, reply) => {
      const result = await settings.turnOff(signedInUser(request).id, request.body)
      if (E.isLeft(result)) return reply.status(401).send({ message: TWO_FACTOR_MESSAGES.passwordWrong })
      return { message: TWO_FACTOR_MESSAGES.disabled }
    })
  }
}
