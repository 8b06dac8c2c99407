import type { FastifyInstance } from 'fastify'
import {
  GameWalletBalance,
  GameWalletBet,
  GameWalletRollback,
  GameWalletWin,
} from '../../../src/adapters/http/contracts/game-wallet.contract'
import type { GamesArea } from '../../composition/games.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { keepRawJsonBodies } from '../../http/plugins/raw-json-body'
import { replyWalletAnswer } from './wallet.replies'
import { walletRequestGuard } from './wallet-request-guard'

/**
 * The casino's seamless-wallet API (/api/game-wallet/…): the game provider's servers call it,
 * never a browser, so every request must carry a fresh, unique HMAC signature over its raw body
 * (wallet-signature.ts), checked before the body is validated.
 */
export function seamlessWalletRoutes(wallet: GamesArea['seamlessWallet']) {
  return async (app: FastifyInstance) => {
    const { balance, bet, win, rollback } = wallet
    const preValidation = walletRequestGuard({ ...wallet.proof, rawBody: keepRawJsonBodies(app) })

    routeEndpoint(app, GameWalletBalance, { preValidation }, async (request, reply) =>
      replyWalletAnswer(reply, await balance(request.body)()),
    )
    routeEndpoint(app, GameWalletBet, { preValidation }, async (request, reply) => replyWalletAnswer(reply, await bet(request.body)()))
    routeEndpoint(app, GameWalletWin, { preValidation }, async (request, reply) => replyWalletAnswer(reply, await win(request.body)()))
    routeEndpoint(app, GameWalletRollback, { preValidation }, async (request, reply) =>
      replyWalletAnswer(reply, await rollback(request.body)()),
    )
  }
}
