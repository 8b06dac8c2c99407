import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import { GetPlayBalance, GetPlaySession, ListPlayedRounds, RotateSeeds } from '../../../src/contracts/game-provider/play-api.contract'
import { parseClientSeed } from '../../../src/core/fairness/client-seed.rules'
import { routeEndpoint } from '../../http/endpoint-route'
import type { ProviderGraph } from '../../composition/game-provider.composition'
import { publishedRtp } from '../published-rtp'
import { fairnessView, roundView } from '../round-view'
import { playSessionOf, requirePlaySession } from './play-auth'
import { replyRotateRefusal } from './play.replies'

const HISTORY_LIMIT = 50

/**
 * The game page's API around play (prefix /api): the session's game, balance and seed pair, the
 * round history the verify view recomputes, and seed rotation.
 */
export function playApiRoutes(graph: ProviderGraph) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requirePlaySession(graph.sessions))
    /** Null when the casino does not answer it: the page shows no balance rather than a wrong one. */
    const balanceOf = async (walletToken: string): Promise<number | null> =>
      E.getOrElseW(() => null)(await graph.casino.balance(walletToken)())

    routeEndpoint(app, GetPlaySession, {}, async (request, reply) => {
      const session = playSessionOf(request)
      const game = await graph.library.find(session.gameId)
      if (game === null) return reply.status(404).send({ message: 'This game is no longer offered.' })
      const running = (await graph.rounds.unfinished(session.id)).find((r) => r.status === 'running')
      const seed = await graph.seeds.active(session.id)
      const runningSeed = running === undefined ? null : (await graph.seeds.byIds([running.seed_id])).get(running.seed_id)
      return {
        game: { ...game, rtp: publishedRtp(game.mechanic) },
        casinoOrigin: session.casinoOrigin,
        balanceCents: await balanceOf(session.walletToken),
        fairness: fairnessView(seed),
        running: running === undefined || runningSeed === undefined || runningSeed === null ? null : roundView(running, runningSeed),
      }
    })

    routeEndpoint(app, GetPlayBalance, {}, async (request) => ({ balanceCents: await balanceOf(playSessionOf(request).walletToken) }))

    routeEndpoint(app, ListPlayedRounds, {}, async (request) => {
      const rows = await graph.rounds.recent(playSessionOf(request).id, HISTORY_LIMIT)
      const seeds = await graph.seeds.byIds([...new Set(rows.map((r) => r.seed_id))])
      return {
        rounds: rows.flatMap((r) => {
          const seed = seeds.get(r.seed_id)
          return seed ? [roundView(r, seed)] : []
        }),
      }
    })

    routeEndpoint(app, RotateSeeds, {}, async (request, reply) => {
      const session = playSessionOf(request)
      const clientSeed = parseClientSeed(request.body.clientSeed)
      if (E.isLeft(clientSeed)) return reply.status(422).send({ message: clientSeed.left, errors: { clientSeed: [clientSeed.left] } })
      const rotated = await graph.plays.rotateSeeds(session.id, clientSeed.right)()
      if (E.isLeft(rotated)) return replyRotateRefusal(reply, rotated.left)
      const { revealed, next } = rotated.right
      return {
        revealed: {
          serverSeed: revealed.serverSeed,
          serverSeedHash: revealed.serverSeedHash,
          clientSeed: revealed.clientSeed,
          roundsPlayed: revealed.nextNonce,
        },
        fairness: fairnessView(next),
      }
    })
  }
}
