import type { FastifyInstance } from 'fastify'
import { GetWalletBalance } from '../../../src/adapters/http/contracts/wallet.contract'
import type { WalletArea } from '../../composition/wallet.composition'
import type { PlayerBalances } from '../ledger.port'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { dollars } from './money.view'

/** The header's four balances; `balance` is the total, as the product's Wallet.balance. */
const walletBalanceView = (b: PlayerBalances) => ({
  balance: dollars(b.totalCents),
  bonus_balance: dollars(b.bonusCents),
  withdrawable_balance: dollars(b.withdrawableCents),
  third_party_balance: dollars(b.thirdPartyCents),
  total_balance: dollars(b.totalCents),
  balance_cents: b.totalCents,
  bonus_balance_cents: b.bonusCents,
  withdrawable_balance_cents: b.withdrawableCents,
  third_party_balance_cents: b.thirdPartyCents,
  total_balance_cents: b.totalCents,
  currency_code: 'USD',
})

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
