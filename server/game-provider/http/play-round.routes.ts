import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { CRASH_MAX_X100, CRASH_MIN_CASHOUT_X100 } from '../../../src/core/fairness/crash'
import { PLINKO_RISKS, type PlinkoRisk } from '../../../src/core/fairness/plinko'
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

const betBody = (extra: Record<string, object> = {}, required: string[] = []) => ({
  body: {
    type: 'object',
    required: ['betCents', ...required],
    additionalProperties: false,
    properties: { betCents: { type: 'integer' }, ...extra },
  },
})
const roundParams = {
  params: { type: 'object', required: ['roundId'], properties: { roundId: { type: 'string', pattern: '^[0-9a-f-]{36}$' } } },
}

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

    app.post<{ Body: { betCents: number } }>('/slot/spin', { schema: betBody() }, async (request, reply) => {
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

    app.post<{ Body: { betCents: number; risk: PlinkoRisk } }>(
      '/plinko/drop',
      { schema: betBody({ risk: { type: 'string', enum: [...PLINKO_RISKS] } }, ['risk']) },
      async (request, reply) => {
        const { betCents, risk } = request.body
        if ((await gameFor(request, reply, 'plinko', betCents)) === null) return reply
        const result = await graph.playInstant(playSessionOf(request), {
          mechanic: 'plinko',
          betCents,
          params: { risk },
          decide: decidePlinko(betCents, risk),
        })()
        return played(request, reply, result)
      },
    )

    app.post<{ Body: { betCents: number; autoCashoutX100?: number | null } }>(
      '/crash/start',
      {
        schema: betBody({
          autoCashoutX100: { anyOf: [{ type: 'integer', minimum: CRASH_MIN_CASHOUT_X100, maximum: CRASH_MAX_X100 }, { type: 'null' }] },
        }),
      },
      async (request, reply) => {
        const { betCents, autoCashoutX100 } = request.body
        if ((await gameFor(request, reply, 'crash', betCents)) === null) return reply
        return played(request, reply, await graph.crash.start(playSessionOf(request), betCents, autoCashoutX100 ?? null)())
      },
    )

    const progressView = async (progress: CrashProgress) => {
      if (progress.state === 'running') return progress
      const seed = (await graph.seeds.byIds([progress.round.seed_id])).get(progress.round.seed_id)
      if (seed === undefined) throw new Error(`seed ${progress.round.seed_id} of round ${progress.round.id} is missing`)
      return { state: 'ended' as const, round: roundView(progress.round, seed), balanceCents: progress.balanceCents }
    }

    const crashRound = async (request: FastifyRequest<{ Params: { roundId: string } }>, reply: FastifyReply) => {
      const round = await graph.rounds.byId(request.params.roundId)
      if (round === null || round.session_id !== playSessionOf(request).id || round.mechanic !== 'crash') {
        await reply.status(404).send({ message: 'No such round in this game.' })
        return null
      }
      return round
    }

    app.get<{ Params: { roundId: string } }>('/crash/:roundId', { schema: roundParams }, async (request, reply) => {
      const round = await crashRound(request, reply)
      return round === null ? reply : progressView(await graph.crash.progress(playSessionOf(request), round))
    })

    app.post<{ Params: { roundId: string } }>('/crash/:roundId/cashout', { schema: roundParams }, async (request, reply) => {
      const round = await crashRound(request, reply)
      if (round === null) return reply
      const result = await graph.crash.cashOut(playSessionOf(request), round)()
      return E.isLeft(result) ? replyCashOutRefusal(reply, result.left) : progressView(result.right)
    })
  }
}
