import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import { ListBonusGrants } from '../../../src/contracts/bonuses.contract'
import { ClaimMission, GetPromotions, ListMissions } from '../../../src/contracts/promotions.contract'
import { happyHourSentence } from '../../../src/core/bonuses/happy-hour.rules'
import { MISSION_CLAIMED, MISSION_NOT_FINISHED } from '../../../src/core/bonuses/missions.rules'
import { offerSentence } from '../../../src/core/bonuses/bonus-grants.rules'
import { formatUsd } from '../../../src/core/shared/money'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { BonusesArea } from '../../composition/bonuses.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { grantWire, playerGrants } from '../player-grants.query'
import { happyHourOf } from '../../promotions/happy-hour'
import type { MissionList } from '../../promotions/missions'

const missionListWire = (l: MissionList) => ({
  resets_at: l.resetsAt.toISOString(),
  rule: l.rule,
  missions: l.missions.map((v) => ({
    id: v.mission.id,
    title: v.mission.title,
    kind: v.mission.kind,
    game: v.game && { game_id: v.game.gameId, name: v.game.name },
    unit: v.progress.unit,
    done: v.progress.done,
    target: v.progress.target,
    reward_cents: v.mission.rewardCents,
    complete: v.complete,
    claimed: v.claimed,
    rule: v.rule,
  })),
})

/**
 * GET /bonuses (bearer): the signed-in player's own grants only, and what withdrawing now would
 * forfeit. GET /bonuses/missions and POST /bonuses/missions/{id}/claim: their own missions. GET
 * /promotions (public): the terms every visitor may read.
 */
export function bonusesRoutes(bonuses: BonusesArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListBonusGrants, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const userId = signedInUser(request).id
      const [grants, forfeitCents] = await Promise.all([bonuses.grantsOf(userId), bonuses.forfeitPreview(userId)])
      return { grants: grants.map(grantWire), forfeit_cents: forfeitCents }
    })

    routeEndpoint(app, ListMissions, { onRequest: auth.requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      const lists = await bonuses.missions.list(signedInUser(request).id)
      return { daily: missionListWire(lists.daily), weekly: missionListWire(lists.weekly) }
    })

    routeEndpoint(app, ClaimMission, { onRequest: auth.requireUser }, async (request, reply) => {
      const userId = signedInUser(request).id
      const claimed = await bonuses.missions.claim(userId, request.params.id)
      if (E.isLeft(claimed)) {
        switch (claimed.left._tag) {
          case 'UnknownMission':
            return reply.status(404).send({ message: 'There is no such mission.' })
          case 'NotFinished':
            return reply.status(409).send({ message: MISSION_NOT_FINISHED })
          case 'PromotionsStopped':
            return reply.status(409).send({ message: 'Promotions are paused while you take a break from play.' })
          default:
            return assertNever(claimed.left)
        }
      }
      const grant = (await playerGrants(bonuses.db, userId)).find((g) => g.id === claimed.right.grantId)
      if (grant === undefined) throw new Error(`grant ${claimed.right.grantId} not found after its claim`)
      return { grant: grantWire(grant), message: MISSION_CLAIMED }
    })

    routeEndpoint(app, GetPromotions, {}, async () => {
      const settings = await bonuses.promotions.current()
      const { join } = settings
      const happy = happyHourOf(settings)
      return {
        join: {
          code: join.code,
          amount_cents: join.amount_cents,
          rule: `Sign up with this code to get a ${formatUsd(join.amount_cents)} bonus. ${offerSentence({
            amountCents: join.amount_cents,
            wageringMultiple: join.wagering_multiple,
            expiryDays: join.expiry_days,
          })}`,
        },
        happy_hour: {
          windows: settings.happy_hour.windows,
          percent: happy.boost.percent,
          cap_cents: happy.boost.capCents,
          wagering_multiple: happy.boost.wageringMultiple,
          rule: happyHourSentence(happy.windows, happy.boost),
        },
      }
    })
  }
}
