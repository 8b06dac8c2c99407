import type { FastifyInstance } from 'fastify'
import { GetWalletBalance } from '../../../src/contracts/balances.contract'
import type { BalancesArea } from '../../composition/balances.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { balancesView } from './balance-view'

/** GET /balances-balance (bearer): the signed-in player's balances. */
export function balancesRoutes(balances: BalancesArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, GetWalletBalance, { onRequest: auth.requireUser }, async (request, reply) => {
      // Balances change with every round: never let a cache answer for the ledger.
      reply.header('Cache-Control', 'no-store')
      return balancesView(await balances.balances(signedInUser(request).id))
    })
  }
}
