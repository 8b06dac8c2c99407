import type { FastifyInstance } from 'fastify'
import type { WalletArea } from '../../composition/wallet.composition'
import type { PlayerBalances } from '../ledger.port'
import { signedInUser, type AuthHooks } from '../../http/plugins/authenticate'
import { dollars } from './money.view'

const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} } as const

/**
 * The header's four balances. `balance` is the spec's Wallet.balance (the total); every amount is
 * given twice: in dollars (a number with two decimals, for display) and in integer cents
 * (`*_cents`, what the SPA reads, so no client ever does money arithmetic on floats).
 */
export const walletBalanceView = (b: PlayerBalances) => ({
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
    const onRequest = auth.requireUser
    app.get('/wallet-balance', { schema: { querystring: NO_QUERY }, onRequest }, async (request, reply) => {
      // Balances change with every round: never let a cache answer for the ledger.
      reply.header('Cache-Control', 'no-store')
      return walletBalanceView(await wallet.balances(signedInUser(request).id))
    })
  }
}
