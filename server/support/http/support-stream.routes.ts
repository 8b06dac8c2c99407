import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IssueSupportStreamTicket, OpenConsoleSupportStream, OpenSupportStream } from '../../../src/contracts/support.contract'
import type { SupportArea } from '../../composition/support.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, UNAUTHENTICATED, type AuthHooks } from '../../http/plugins/authenticate'
import { STREAM_TICKET_TTL_MS, type StreamTicketHolder } from '../../ledger/balance-stream-tickets'
import { missingPermission } from '../../operator/http/operator-auth'
import type { EndedLogins } from '../../accounts/ended-logins'
import type { SupportScope } from '../support-changes'
import { runSupportStream } from './support-stream'

/** As the balance stream: each open stream holds a socket and a follower. */
const MAX_STREAMS_PER_USER = 8
const HEARTBEAT_MS = 20_000
const LIFETIME_MS = 5 * 60_000

/**
 * The support streams, opened like the balance stream with a one-time ticket: the player's
 * (POST /support/stream-ticket, GET /support/stream) follows their own conversation; the console's
 * (ticket from POST /operator/support/stream-ticket, GET /support/console-stream) follows every
 * conversation, and is refused unless the ticket's holder is still an operator with `support`.
 * Either ends as soon as the sign-in that asked for its ticket ends (EndedLogins).
 */
export function supportStreamRoutes(area: SupportArea, auth: AuthHooks, endedLogins: EndedLogins) {
  return async (app: FastifyInstance) => {
    const perUser = new Map<number, number>()
    const open = new Set<ServerResponse>()
    let closing = false
    const shut = (raw: ServerResponse) => {
      raw.end()
      raw.socket?.end()
    }
    app.addHook('preClose', async () => {
      closing = true
      for (const raw of open) shut(raw)
    })
    app.addHook('onClose', async () => area.changes.close())

    const serve = async (
      request: FastifyRequest,
      reply: FastifyReply,
      holder: StreamTicketHolder,
      scope: SupportScope,
      onBeat?: () => void,
    ) => {
      const streams = perUser.get(holder.userId) ?? 0
      if (streams >= MAX_STREAMS_PER_USER) {
        return reply.status(429).send({ message: 'Too many open tabs are following support. Close some and reload.' })
      }
      const raw = reply.raw
      perUser.set(holder.userId, streams + 1)
      open.add(raw)
      let closed = false
      let unfollow: (() => void) | null = null
      raw.once('close', () => {
        closed = true
        unfollow?.()
        open.delete(raw)
        const left = (perUser.get(holder.userId) ?? 1) - 1
        if (left > 0) perUser.set(holder.userId, left)
        else perUser.delete(holder.userId)
      })
      // Headers go out when the stream starts; a sign-in that ends before then ends it right after.
      let started = false
      let loginEnded = false
      unfollow = await endedLogins.follow(holder.tokenId, () => {
        if (started) shut(raw)
        else loginEnded = true
      })
      reply.hijack()
      // The client left while the follow was being set up: nothing to stream to.
      if (closed) {
        unfollow()
        return reply
      }
      started = true
      await runSupportStream(raw, scope, {
        changes: area.changes,
        heartbeatMs: HEARTBEAT_MS,
        lifetimeMs: LIFETIME_MS,
        ...(onBeat ? { onBeat } : {}),
        onError: (err) => request.log.error({ err, userId: holder.userId }, 'the support stream failed'),
      })
      if (closing || loginEnded) shut(raw)
      return reply
    }

    routeEndpoint(app, IssueSupportStreamTicket, { onRequest: auth.requireUser }, async (request, reply) => {
      const user = signedInUser(request)
      reply.header('Cache-Control', 'no-store')
      const { ticket } = await area.streamTickets.issue({ userId: user.id, tokenId: user.tokenId })
      return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 }
    })

    routeEndpoint(app, OpenSupportStream, {}, async (request, reply) => {
      const holder = await area.streamTickets.redeem(request.query.ticket)
      if (holder === null) return reply.status(401).send(UNAUTHENTICATED)
      return serve(request, reply, holder, { playerId: holder.userId })
    })

    routeEndpoint(app, OpenConsoleSupportStream, {}, async (request, reply) => {
      const holder = await area.streamTickets.redeem(request.query.ticket)
      if (holder === null) return reply.status(401).send(UNAUTHENTICATED)
      const operator = await area.operators.find(holder.userId)
      if (operator === null || !operator.permissions.includes('support')) return reply.status(403).send(missingPermission('support'))
      const seen = () =>
        void area.desk
          .operatorSeen(holder.userId)
          .catch((err: unknown) => request.log.warn({ err }, 'could not record an operator as online'))
      return serve(request, reply, holder, 'all', seen)
    })
  }
}
