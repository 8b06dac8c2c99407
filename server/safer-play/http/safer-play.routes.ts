import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import { GetSaferPlay, SetLimit, SetRealityCheck, TakeBreak } from '../../../src/contracts/safer-play.contract'
import { breakMessage } from '../../../src/core/safer-play/exclusion.rules'
import { replyInvalidForm } from '../../accounts/http/accounts.replies'
import type { SaferPlayArea } from '../../composition/safer-play.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'

/** The Safer play tab's API: only the signed-in player's own settings, read and changed. */
export function saferPlayRoutes(saferPlay: SaferPlayArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, GetSaferPlay, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return saferPlay.state(signedInUser(request).id)
    })
    routeEndpoint(app, SetLimit, { onRequest: auth.requireUser }, async (request, reply) => {
      const userId = signedInUser(request).id
      const result = await saferPlay.setLimit(userId, request.body)()
      if (E.isLeft(result)) return replyInvalidForm(reply, result.left)
      return { message: result.right, state: await saferPlay.state(userId) }
    })
    routeEndpoint(app, SetRealityCheck, { onRequest: auth.requireUser }, async (request) => {
      const userId = signedInUser(request).id
      const message = await saferPlay.setRealityCheck(userId, request.body.minutes)
      return { message, state: await saferPlay.state(userId) }
    })
    routeEndpoint(app, TakeBreak, { onRequest: auth.requireUser, config: { rateLimited: 'playBreak' } }, async (request, reply) => {
      const { id, tokenId } = signedInUser(request)
      const result = await saferPlay.takeBreak({ userId: id, tokenId }, request.body)()
      if (E.isLeft(result)) return reply.status(401).send({ message: 'The password is not correct.' })
      return { message: breakMessage(result.right) }
    })
  }
}
