import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { IssueBalanceStreamTicket, OpenBalanceStream } from '../../../src/contracts/balances.contract'
import type { BalancesArea } from '../../composition/balances.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, UNAUTHENTICATED, type AuthHooks } from '../../http/plugins/authenticate'
import { STREAM_TICKET_TTL_MS } from '../balance-stream-tickets'
import { runBalanceStream } from './balance-stream'

/** A player with more tabs than this is asked to close some: each stream holds a socket and a follower. */
const MAX_STREAMS_PER_PLAYER = 8
const HEARTBEAT_MS = 20_000
const LIFETIME_MS = 5 * 60_000

const LAST_EVENT_ID = /^\d{1,15}$/

/**
 * POST /balances/stream-ticket (bearer) and GET /balances/stream?ticket=… (server-sent events): the
 * header's live balance. Streams are counted per player as they open and uncounted as their
 * response closes, whatever ends them.
 */
export function balanceStreamRoutes(
  balances: BalancesArea,
  auth: AuthHooks,
  /** Counts the open streams (the metrics' gauge), when given. */
  gauge?: { readonly inc: () => void; readonly dec: () => void },
) {
  return async (app: FastifyInstance) => {
    const perPlayer = new Map<number, number>()
    const open = new Set<ServerResponse>()
    let closing = false
    // At shutdown each stream ends, and its socket with it: a stream's keep-alive socket would
    // otherwise hold the server open after its last byte.
    const shut = (raw: ServerResponse) => {
      raw.end()
      raw.socket?.end()
    }
    app.addHook('preClose', async () => {
      closing = true
      for (const raw of open) shut(raw)
    })
    app.addHook('onClose', async () => balances.moves.close())

    routeEndpoint(app, IssueBalanceStreamTicket, { onRequest: auth.requireUser }, async (request, reply) => {
      const user = signedInUser(request)
      reply.header('Cache-Control', 'no-store')
      const { ticket } = await balances.streamTickets.issue({ userId: user.id, tokenId: user.tokenId })
      return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 }
    })

    routeEndpoint(app, OpenBalanceStream, {}, async (request, reply) => {
      const holder = await balances.streamTickets.redeem(request.query.ticket)
      if (holder === null) return reply.status(401).send(UNAUTHENTICATED)
      const streams = perPlayer.get(holder.userId) ?? 0
      if (streams >= MAX_STREAMS_PER_PLAYER) {
        return reply.status(429).send({ message: 'Too many open tabs are following your balance. Close some and reload.' })
      }
      const header = request.headers['last-event-id']
      const resumeFrom = request.query.last_event_id ?? (typeof header === 'string' && LAST_EVENT_ID.test(header) ? Number(header) : null)
      const raw = reply.raw
      perPlayer.set(holder.userId, streams + 1)
      open.add(raw)
      gauge?.inc()
      raw.once('close', () => {
        open.delete(raw)
        gauge?.dec()
        const left = (perPlayer.get(holder.userId) ?? 1) - 1
        if (left > 0) perPlayer.set(holder.userId, left)
        else perPlayer.delete(holder.userId)
      })
      reply.hijack()
      await runBalanceStream(
        raw,
        { userId: holder.userId, lastEventId: resumeFrom },
        {
          moves: balances.moves,
          snapshot: balances.snapshot,
          releasedSince: balances.releasedSince,
          heartbeatMs: HEARTBEAT_MS,
          lifetimeMs: LIFETIME_MS,
          onError: (err) => request.log.error({ err, userId: holder.userId }, 'the balance stream failed'),
        },
      )
      // Opened while the server began closing: the shutdown's sweep has already passed it.
      if (closing) shut(raw)
      return reply
    })
  }
}
