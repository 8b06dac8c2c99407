import type { FastifyInstance } from 'fastify'
import { GetWalletBalance } from '../../../src/adapters/http/contracts/wallet.contract'
import type { WalletArea } from '../../composition/wallet.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { walletBalanceView } from './balance-view'

/** GET /wallet-balance (bearer): the signed-in player's balances. */
export function walletBalanceRoutes(wallet: WalletArea, auth: AuthHooks) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, GetWalletBalance, { onRequest: auth.requireUser }, async (request, reply) => {
      // Balances change with every round: never let a cache answer for the ledger.
      reply.header('Cache-Control', 'no-store')
      return walletBalanceView(await wallet.balances(signedInUser(request).id))
    })
  }
}
