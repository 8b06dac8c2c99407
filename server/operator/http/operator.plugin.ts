import type { FastifyInstance } from 'fastify'
import type { OperatorArea } from '../../composition/operator.composition'
import { operatorSessionRoutes } from './operator-session.routes'
import { operatorWithdrawalsRoutes } from './operator-withdrawals.routes'
import { operatorPlayersRoutes } from './operator-players.routes'
import { operatorLedgerRoutes } from './operator-ledger.routes'
import { operatorOperatorsRoutes } from './operator-operators.routes'
import { operatorAdjustmentsRoutes } from './operator-adjustments.routes'
import { operatorPromotionsRoutes } from './operator-promotions.routes'

/**
 * Every operator route (prefix /api; each path starts /operator). Each one but sign-in carries
 * requireOperator: tests/server/operator/operator-routes-auth.test.ts walks them all with no
 * token (401) and with a player's (403).
 */
export const operatorPlugin = (area: OperatorArea) => async (app: FastifyInstance) => {
  await app.register(operatorSessionRoutes(area))
  await app.register(operatorWithdrawalsRoutes(area))
  await app.register(operatorPlayersRoutes(area))
  await app.register(operatorLedgerRoutes(area))
  await app.register(operatorOperatorsRoutes(area))
  await app.register(operatorAdjustmentsRoutes(area))
  await app.register(operatorPromotionsRoutes(area))
}
