import type { FastifyInstance } from 'fastify'
import {
  SeamlessWalletBalance,
  SeamlessWalletBet,
  SeamlessWalletRollback,
  SeamlessWalletWin,
} from '../../../src/contracts/seamless-wallet.contract'
import type { PlayArea } from '../../composition/play.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { keepRawJsonBodies } from '../../http/plugins/raw-json-body'
import { replyWalletAnswer } from './seamless-wallet.replies'
import { walletRequestGuard } from './seamless-wallet-request-guard'

/**
 * The casino's seamless-wallet API (/api/seamless-wallet/…): the game provider's servers call it,
 * never a browser, so every request must carry a fresh, unique HMAC signature over its raw body
 * (wallet-signature.ts), checked before the body is validated.
 */
export function seamlessWalletRoutes(wallet: PlayArea['seamlessWallet']) {
  return async (app: FastifyInstance) => {
    const { balance, bet, win, rollback } = wallet
    const preValidation = walletRequestGuard({ ...wallet.proof, rawBody: keepRawJsonBodies(app) })

    routeEndpoint(app, SeamlessWalletBalance, { preValidation }, async (request, reply) =>
      replyWalletAnswer(reply, await balance(request.body)()),
    )
    routeEndpoint(app, SeamlessWalletBet, { preValidation }, async (request, reply) => replyWalletAnswer(reply, await bet(request.body)()))
    routeEndpoint(app, SeamlessWalletWin, { preValidation }, async (request, reply) => replyWalletAnswer(reply, await win(request.body)()))
    routeEndpoint(app, SeamlessWalletRollback, { preValidation }, async (request, reply) =>
      replyWalletAnswer(reply, await rollback(request.body)()),
    )
  }
}
