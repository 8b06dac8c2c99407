import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import {
  GetPromotionSettings,
  SetHappyHour,
  SetJoinPromotion,
  SetMissions,
  type PromotionSettings,
} from '../../../src/contracts/promotions.contract'
import type { OperatorArea } from '../../composition/operator.composition'
import { addressKey } from '../../http/address-key'
import { routeEndpoint } from '../../http/endpoint-route'
import { promotionUpdates } from '../../promotions/promotion-settings'
import { signedInOperator } from './operator-auth'

/** GET /operator/promotions; POST /operator/promotions/{join,missions,happy_hour} (manage_promotions), each change audited. */
export function operatorPromotionsRoutes(area: OperatorArea) {
  return async (app: FastifyInstance) => {
    const onRequest = area.hooks.requireOperator('manage_promotions')
    const answer = async (settings: PromotionSettings) => ({
      ...settings,
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

    routeEndpoint(app, SetJoinPromotion, { onRequest }, async (request, reply) => {
      const set = await area.setPromotion({
        operatorId: signedInOperator(request).id,
        address: addressKey(request.ip),
        key: 'join',
        value: request.body.value,
        reason: request.body.reason,
      })
      return E.isLeft(set) ? reply.status(422).send({ message: set.left.message }) : answer(set.right)
    })

    routeEndpoint(app, SetMissions, { onRequest }, async (request, reply) => {
      const set = await area.setPromotion({
        operatorId: signedInOperator(request).id,
        address: addressKey(request.ip),
        key: 'missions',
        value: request.body.value,
        reason: request.body.reason,
      })
      return E.isLeft(set) ? reply.status(422).send({ message: set.left.message }) : answer(set.right)
    })

    routeEndpoint(app, SetHappyHour, { onRequest }, async (request, reply) => {
      const set = await area.setPromotion({
        operatorId: signedInOperator(request).id,
        address: addressKey(request.ip),
        key: 'happy_hour',
        value: request.body.value,
        reason: request.body.reason,
      })
      return E.isLeft(set) ? reply.status(422).send({ message: set.left.message }) : answer(set.right)
    })
  }
}
