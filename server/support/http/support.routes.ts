import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import { operatorOnline, REPLY_WITHIN_MINUTES } from '../../../src/core/support/message-text.rules'
import {
  GetMySupportConversation,
  GetMySupportUnread,
  MarkMySupportRead,
  SendSupportMessage,
} from '../../../src/contracts/support.contract'
import type { SupportArea } from '../../composition/support.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { messageView } from './support.view'
import { badText } from './support-replies'

/**
 * The player's side of support (bearer): their own conversation only, found by their token, never
 * by an id they send. Sending is rate-limited per player and per address.
 */
export function supportRoutes(area: SupportArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    const onRequest = auth.requireUser

    routeEndpoint(app, GetMySupportConversation, { onRequest }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const found = await area.desk.ofPlayer(signedInUser(request).id)
      const online = operatorOnline(await area.desk.lastOperatorSeen(), area.clock.now())
      return {
        status: found?.conversation.status ?? ('none' as const),
        messages: (found?.conversation.messages ?? []).map(messageView),
        unread: found?.unread ?? 0,
        operators_online: online,
        reply_within_minutes: REPLY_WITHIN_MINUTES,
      }
    })

    routeEndpoint(app, GetMySupportUnread, { onRequest }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return { unread: await area.desk.unreadOfPlayer(signedInUser(request).id) }
    })

    routeEndpoint(app, SendSupportMessage, { onRequest, config: { rateLimited: 'supportMessage' } }, async (request, reply) => {
      const sent = await area.desk.playerSends(signedInUser(request).id, request.body.text)()
      if (E.isLeft(sent)) return badText(reply, sent.left.message)
      return { message_id: sent.right.messageId }
    })

    routeEndpoint(app, MarkMySupportRead, { onRequest }, async (request) => {
      const playerId = signedInUser(request).id
      await area.desk.playerReads(playerId, request.body.up_to)
      return { unread: await area.desk.unreadOfPlayer(playerId) }
    })
  }
}
