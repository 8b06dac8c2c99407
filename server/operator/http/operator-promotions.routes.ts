import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import {
  GetPromotionSettings,
  SetHappyHour,
  SetJoinPromotion,
  SetMissions,
  SetReferral,
  SetVipLevels,
  type PromotionSettings,
} from '../../../src/contracts/promotions.contract'
import type { OperatorArea } from '../../composition/operator.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { promotionUpdates } from '../../promotions/promotion-settings'
import type { PromotionChange } from '../../promotions/set-promotion.use-case'
import type { Db } from '../../db/database'
import { signedInOperator } from './operator-auth'

/** GET /operator/promotions; POST /operator/promotions/{join,missions,happy_hour,vip,referral} (manage_promotions), each change audited. */
export function operatorPromotionsRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('manage_promotions')
    const answer = async (settings: PromotionSettings) => ({
      ...settings,
      games: await missionGames(area.db, settings),
      updated: (await promotionUpdates(area.db)).map((u) => ({
        key: u.key,
        updated_at: u.updatedAt.toISOString(),
        updated_by: u.updatedBy,
      })),
    })

    routeEndpoint(app, GetPromotionSettings, { onRequest }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return answer(await area.promotions.current())
    })

    /** An operator's change of one setting with its reason, audited; 422 with the rule it breaks. */
    const save = async (request: FastifyRequest, reply: FastifyReply, change: PromotionChange) => {
      const set = await area.setPromotion({ operatorId: signedInOperator(request).id, address: addressKey(request.ip), ...change })
      return E.isLeft(set) ? reply.status(422).send({ message: set.left.message }) : answer(set.right)
    }
    routeEndpoint(app, SetJoinPromotion, { onRequest }, (request, reply) => save(request, reply, { key: 'join', ...request.body }))
    routeEndpoint(app, SetMissions, { onRequest }, (request, reply) => save(request, reply, { key: 'missions', ...request.body }))
    routeEndpoint(app, SetHappyHour, { onRequest }, (request, reply) => save(request, reply, { key: 'happy_hour', ...request.body }))
    routeEndpoint(app, SetVipLevels, { onRequest }, (request, reply) => save(request, reply, { key: 'vip', ...request.body }))
    routeEndpoint(app, SetReferral, { onRequest }, (request, reply) => save(request, reply, { key: 'referral', ...request.body }))
  }
}

/** The names of the games the missions name: the console shows a game by its name, not its id. */
async function missionGames(db: Db, settings: PromotionSettings): Promise<readonly { game_id: string; name: string }[]> {
  const ids = [...new Set([...settings.missions.daily, ...settings.missions.weekly].flatMap((m) => (m.game_id ? [m.game_id] : [])))]
  if (ids.length === 0) return []
  return db.selectFrom('games').select(['game_id', 'name']).where('game_id', 'in', ids).orderBy('game_id').execute()
}
