import type { FastifyInstance, FastifyReply } from 'fastify'
import {
  GameWalletBalance,
  GameWalletBet,
  GameWalletRollback,
  GameWalletWin,
} from '../../../src/adapters/http/contracts/game-wallet.contract'
import type { GamesArea } from '../../composition/games.composition'
import { routeEndpoint } from '../../http/endpoint-route'
import { keepRawJsonBodies } from '../../http/plugins/raw-json-body'
import { REFUSAL_MESSAGES, type WalletAnswer, type WalletRefusalCode } from '../seamless-wallet/wallet-answer'
import { walletRequestGuard } from './wallet-request-guard'

const STATUS: Readonly<Record<WalletRefusalCode, number>> = {
  SESSION_NOT_FOUND: 404,
  SESSION_EXPIRED: 410,
  INSUFFICIENT_FUNDS: 409,
  ROUND_NOT_FOUND: 409,
  ROUND_CLOSED: 409,
  AMOUNT_MISMATCH: 409,
}

const answer = (reply: FastifyReply, result: WalletAnswer) =>
  result.ok
    ? { balanceCents: result.balanceCents, replayed: result.replayed }
    : reply.status(STATUS[result.code]).send({ error: result.code, message: REFUSAL_MESSAGES[result.code] })

/**
 * The casino's seamless-wallet API (/api/game-wallet/…): the game provider's servers call it,
 * never a browser, so every request must carry a fresh, unique HMAC signature over its raw body
 * (wallet-signature.ts), checked before the body is validated.
 */
export function seamlessWalletRoutes(wallet: GamesArea['seamlessWallet']) {
  return async (app: FastifyInstance) => {
    const { balance, bet, win, rollback } = wallet
    const preValidation = walletRequestGuard({ ...wallet.proof, rawBody: keepRawJsonBodies(app) })

    routeEndpoint(app, GameWalletBalance, { preValidation }, async (request, reply) => answer(reply, await balance(request.body)))
    routeEndpoint(app, GameWalletBet, { preValidation }, async (request, reply) => answer(reply, await bet(request.body)))
    routeEndpoint(app, GameWalletWin, { preValidation }, async (request, reply) => answer(reply, await win(request.body)))
    routeEndpoint(app, GameWalletRollback, { preValidation }, async (request, reply) => answer(reply, await rollback(request.body)))
  }
}
