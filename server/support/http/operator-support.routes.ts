import * as E from 'fp-ts/Either'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ClaimSupportConversation,
  CloseSupportConversation,
  GetSupportConversation,
  IssueConsoleSupportStreamTicket,
  ListSupportInbox,
  MarkSupportConversationRead,
  ReplySupportConversation,
} from '../../../src/contracts/support.contract'
import { operatorOnline } from '../../../src/core/support/message-text.rules'
import type { SupportArea } from '../../composition/support.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInOperator } from '../../operator/http/operator-auth'
import { STREAM_TICKET_TTL_MS } from '../../ledger/balance-stream-tickets'
import { stageOf } from '../../payments/withdrawal-stage.rules'
import type { SupportActor } from '../support-desk'
import { CONVERSATION_NOT_FOUND, replySupportError } from './support-replies'
import { holderView, messageView } from './support.view'

/** How many of the player's last deposits and withdrawals sit beside the conversation. */
const RECENT_PAYMENTS = 5

const actorOf = (request: FastifyRequest): SupportActor => ({ operatorId: signedInOperator(request).id, address: addressKey(request.ip) })

/**
 * The operators' side of support (permission `support`): the inbox, a conversation with what helps
 * answer it (the player's balances, last deposits and withdrawals with their states), claim, reply,
 * close and read marks. Every route carries requireOperator('support'), so the walk of
 * tests/server/operator/operator-routes-auth.test.ts covers them too.
 */
export function operatorSupportRoutes(area: SupportArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('support')

    const detail = async (id: number, reply: FastifyReply) => {
      const found = await area.desk.forOperator(id)
      if (found === null) return reply.status(404).send(CONVERSATION_NOT_FOUND)
      const { conversation, unread } = found
      const playerId = conversation.playerId
      const [profile, balances, deposits, withdrawals] = await Promise.all([
        area.directory.profile(playerId),
        area.balances(playerId),
        area.directory.deposits(playerId, RECENT_PAYMENTS),
        area.withdrawalsOf(playerId, RECENT_PAYMENTS),
      ])
      if (profile === null) return reply.status(404).send(CONVERSATION_NOT_FOUND)
      return {
        id: conversation.id,
        status: conversation.status,
        operator: holderView(conversation),
        messages: conversation.messages.map(messageView),
        unread,
        player: {
          id: profile.id,
          name: profile.name,
          username: profile.username,
          email: profile.email,
          locked: profile.locked,
          balances: { bonus_cents: balances.bonusCents, withdrawable_cents: balances.withdrawableCents, total_cents: balances.totalCents },
          deposits: deposits.map((d) => ({
            id: d.id,
            provider: d.provider,
            amount_cents: d.amountCents,
            status: d.status,
            created_at: d.createdAt.toISOString(),
          })),
          withdrawals: withdrawals.map((w) => ({
            id: w.id,
            method: w.method,
            amount_cents: w.amountCents,
            status: w.status,
            stage: stageOf(w.status),
            created_at: w.createdAt.toISOString(),
          })),
        },
      }
    }

    routeEndpoint(app, ListSupportInbox, { onRequest }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const operatorId = signedInOperator(request).id
      await area.desk.operatorSeen(operatorId)
      const rows = await area.desk.inbox(request.query.view, operatorId)
      return {
        conversations: rows.map((r) => ({
          id: r.id,
          player: { id: r.playerId, username: r.playerUsername },
          status: r.status,
          operator: holderView(r),
          last_message_at: r.lastMessageAt?.toISOString() ?? null,
          preview: r.preview,
          unread: r.unread,
        })),
        operators_online: operatorOnline(await area.desk.lastOperatorSeen(), area.clock.now()),
      }
    })

    routeEndpoint(app, GetSupportConversation, { onRequest }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return detail(request.params.id, reply)
    })

    routeEndpoint(app, ClaimSupportConversation, { onRequest }, async (request, reply) => {
      const result = await area.desk.claim(actorOf(request), request.params.id)()
      if (E.isLeft(result)) return replySupportError(reply, result.left)
      return detail(request.params.id, reply)
    })

    routeEndpoint(app, ReplySupportConversation, { onRequest }, async (request, reply) => {
      const result = await area.desk.operatorReplies(actorOf(request), request.params.id, request.body.text)()
      if (E.isLeft(result)) return replySupportError(reply, result.left)
      return detail(request.params.id, reply)
    })

    routeEndpoint(app, CloseSupportConversation, { onRequest }, async (request, reply) => {
      const result = await area.desk.close(actorOf(request), request.params.id)()
      if (E.isLeft(result)) return replySupportError(reply, result.left)
      return detail(request.params.id, reply)
    })

    routeEndpoint(app, MarkSupportConversationRead, { onRequest }, async (request, reply) => {
      if (!(await area.desk.operatorReads(request.params.id, request.body.up_to))) return reply.status(404).send(CONVERSATION_NOT_FOUND)
      const found = await area.desk.forOperator(request.params.id)
      return { unread: found?.unread ?? 0 }
    })

    routeEndpoint(app, IssueConsoleSupportStreamTicket, { onRequest }, async (request, reply) => {
      const operator = signedInOperator(request)
      reply.header('Cache-Control', 'no-store')
      const { ticket } = await area.streamTickets.issue({ userId: operator.id, tokenId: operator.tokenId })
      return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 }
    })
  }
}
