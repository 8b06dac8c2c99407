import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { CashOutCrash, DropPlinko, GetCrashProgress, SpinSlot, StartCrash } from '../../../src/contracts/game-provider/play-api.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import type { FairMechanic } from '../../../src/core/fairness/round'
import type { CrashProgress } from '../crash-rounds.use-case'
import type { DemoGame } from '../demo-game-library'
import { decidePlinko, decideSlot } from '../mechanic-decisions'
import type { PlayedRound } from '../play-instant-round.use-case'
import type { PlayRefusal } from '../play-refusal'
import type { ProviderGraph } from '../../composition/game-provider.composition'
import { fairnessView, roundView } from '../round-view'
import { playSessionOf, requirePlaySession } from './play-auth'
import { replyCashOutRefusal, replyPlayRefusal } from './play.replies'

/** The game page's round API (prefix /api): a spin, a drop, and a crash round's start, progress and cash-out. */
export function playRoundRoutes(graph: ProviderGraph) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requirePlaySession(graph.sessions))

    /** The session's game, if it plays `mechanic` and offers `betCents`; otherwise the reply is sent. */
    const gameFor = async (
      request: FastifyRequest,
      reply: FastifyReply,
      mechanic: FairMechanic,
      betCents: number,
    ): Promise<DemoGame | null> => {
      const game = await graph.library.find(playSessionOf(request).gameId)
      if (game === null || game.mechanic !== mechanic) {
        await reply.status(404).send({ message: `This game has no ${mechanic} rounds.` })
        return null
      }
      if (!game.betOptionsCents.includes(betCents)) {
        await reply
          .status(422)
          .send({ message: 'Choose one of the offered bets.', errors: { betCents: ['Choose one of the offered bets.'] } })
        return null
      }
      return game
    }

    const played = async (request: FastifyRequest, reply: FastifyReply, result: E.Either<PlayRefusal, PlayedRound>) => {
      if (E.isLeft(result)) return replyPlayRefusal(reply, result.left)
      const p = result.right
      const seed = await graph.seeds.active(playSessionOf(request).id)
      return { round: roundView(p.round, p.seed), balanceCents: p.balanceCents, fairness: fairnessView(seed) }
    }

    routeEndpoint(app, SpinSlot, {}, async (request, reply) => {
      const { betCents } = request.body
      if ((await gameFor(request, reply, 'slot', betCents)) === null) return reply
      const result = await graph.playInstant(playSessionOf(request), {
        mechanic: 'slot',
        betCents,
        params: {},
        decide: decideSlot(betCents),
      })()
      return played(request, reply, result)
    })

    routeEndpoint(app, DropPlinko, {}, async (request, reply) => {
      const { betCents, risk } = request.body
      if ((await gameFor(request, reply, 'plinko', betCents)) === null) return reply
      const result = await graph.playInstant(playSessionOf(request), {
        mechanic: 'plinko',
        betCents,
        params: { risk },
        decide: decidePlinko(betCents, risk),
      })()
      return played(request, reply, result)
    })

    routeEndpoint(app, StartCrash, {}, async (request, reply) => {
      const { betCents, autoCashoutX100 } = request.body
      if ((await gameFor(request, reply, 'crash', betCents)) === null) return reply
      return played(request, reply, await graph.crash.start(playSessionOf(request), betCents, autoCashoutX100 ?? null)())
    })

    const progressView = async (progress: CrashProgress) => {
      if (progress.state === 'running') return progress
      const seed = (await graph.seeds.byIds([progress.round.seed_id])).get(progress.round.seed_id)
      if (seed === undefined) throw new Error(`seed ${progress.round.seed_id} of round ${progress.round.id} is missing`)
      return { state: 'ended' as const, round: roundView(progress.round, seed), balanceCents: progress.balanceCents }
    }

    const crashRound = async (request: FastifyRequest, reply: FastifyReply, roundId: string) => {
      const round = await graph.rounds.byId(roundId)
      if (round === null || round.session_id !== playSessionOf(request).id || round.mechanic !== 'crash') {
        await reply.status(404).send({ message: 'No such round in this game.' })
        return null
      }
      return round
    }

    routeEndpoint(app, GetCrashProgress, {}, async (request, reply) => {
      const round = await crashRound(request, reply, request.params.roundId)
      return round === null ? reply : progressView(await graph.crash.progress(playSessionOf(request), round))
    })

    routeEndpoint(app, CashOutCrash, {}, async (request, reply) => {
      const round = await crashRound(request, reply, request.params.roundId)
      if (round === null) return reply
      const result = await graph.crash.cashOut(playSessionOf(request), round)()
      return E.isLeft(result) ? replyCashOutRefusal(reply, result.left) : progressView(result.right)
    })
  }
}
