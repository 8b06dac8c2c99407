import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { IssueBalanceStreamTicket, OpenBalanceStream } from '../../../src/contracts/balances.contract'
import type { BalancesArea } from '../../composition/balances.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, UNAUTHENTICATED, type AuthHooks } from '../../http/plugins/authenticate'
import { STREAM_TICKET_TTL_MS } from '../balance-stream-tickets'
import type { EndedLogins } from '../../accounts/ended-logins'
import { runBalanceStream } from './balance-stream'

/** A player with more tabs than this is asked to close some: each stream holds a socket and a follower. */
const MAX_STREAMS_PER_PLAYER = 8
/**
 * One address holding more streams than this is refused more: a carrier NAT's players together
 * stay far below it, while one host with many accounts cannot hold thousands of sockets open.
 */
const MAX_STREAMS_PER_ADDRESS = 200
const HEARTBEAT_MS = 20_000
const LIFETIME_MS = 5 * 60_000

const LAST_EVENT_ID = /^\d{1,15}$/

/**
 * POST /balances/stream-ticket (bearer) and GET /balances/stream?ticket=… (server-sent events): the
 * header's live balance. Streams are counted per player and per address as they open and
 * uncounted as their response closes, whatever ends them. A ticket opens a stream only while the
 * login that asked for it is live, and an open stream ends as soon as that login does (a logout,
 * the sign-in ended from the account activity, a password change, a lock, a break), whichever
 * process it ends on (EndedLogins).
 */
export function balanceStreamRoutes(
  balances: BalancesArea,
  auth: AuthHooks,
  endedLogins: EndedLogins,
  /** Counts the open streams (the metrics' gauge), when given. */
  gauge?: { readonly inc: () => void; readonly dec: () => void },
  caps: { readonly perPlayer: number; readonly perAddress: number } = {
    perPlayer: MAX_STREAMS_PER_PLAYER,
    perAddress: MAX_STREAMS_PER_ADDRESS,
  },
) {
  return async (app: FastifyInstance) => {
    const perPlayer = new Map<number, number>()
    const perAddress = new Map<string, number>()
    const open = new Set<ServerResponse>()
    const counted = <K>(map: Map<K, number>, key: K, delta: number) => {
      const next = (map.get(key) ?? 0) + delta
      if (next > 0) map.set(key, next)
      else map.delete(key)
    }
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

    routeEndpoint(
      app,
      IssueBalanceStreamTicket,
      { onRequest: auth.requireUser, config: { rateLimited: 'streamTicket' } },
      async (request, reply) => {
        const user = signedInUser(request)
        reply.header('Cache-Control', 'no-store')
        const { ticket } = await balances.streamTickets.issue({ userId: user.id, tokenId: user.tokenId })
        return { ticket, expires_in: STREAM_TICKET_TTL_MS / 1000 }
      },
    )

    routeEndpoint(app, OpenBalanceStream, {}, async (request, reply) => {
      const holder = await balances.streamTickets.redeem(request.query.ticket)
      if (holder === null) return reply.status(401).send(UNAUTHENTICATED)
      const streams = perPlayer.get(holder.userId) ?? 0
      if (streams >= caps.perPlayer) {
        return reply.status(429).send({ message: 'Too many open tabs are following your balance. Close some and reload.' })
      }
      const address = addressKey(request.ip)
      if ((perAddress.get(address) ?? 0) >= caps.perAddress) {
        return reply.status(429).send({ message: 'Too many balance streams are open from your network. Close some tabs and reload.' })
      }
      const header = request.headers['last-event-id']
      const resumeFrom = request.query.last_event_id ?? (typeof header === 'string' && LAST_EVENT_ID.test(header) ? Number(header) : null)
      const raw = reply.raw
      counted(perPlayer, holder.userId, 1)
      counted(perAddress, address, 1)
      open.add(raw)
      gauge?.inc()
      let closed = false
      let unfollow: (() => void) | null = null
      raw.once('close', () => {
        closed = true
        unfollow?.()
        open.delete(raw)
        gauge?.dec()
        counted(perPlayer, holder.userId, -1)
        counted(perAddress, address, -1)
      })
      // Headers go out when the stream starts; a login that ends before then ends it right after.
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
      // Opened while the server began closing (the shutdown's sweep has already passed it), or its login ended meanwhile.
      if (closing || loginEnded) shut(raw)
      return reply
    })
  }
}
