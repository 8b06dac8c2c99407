import type { FastifyInstance, FastifyReply } from 'fastify'
import type { GamesArea } from '../../composition/games.composition'
import { keepRawJsonBodies } from '../../http/plugins/raw-json-body'
import { OPAQUE_TOKEN_PATTERN } from '../opaque-token'
import { REFUSAL_MESSAGES, type WalletAnswer, type WalletRefusalCode } from '../seamless-wallet/wallet-answer'
import { walletRequestGuard } from './wallet-request-guard'

const MAX_CENTS = 1_000_000_000_00
const token = { type: 'string', pattern: OPAQUE_TOKEN_PATTERN }
const roundId = { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' }
const body = (properties: Record<string, object>) => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
})

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
    ? reply.send({ balanceCents: result.balanceCents, replayed: result.replayed })
    : reply.status(STATUS[result.code]).send({ error: result.code, message: REFUSAL_MESSAGES[result.code] })

/**
 * The casino's seamless-wallet API (prefix /api/game-wallet): the game provider's servers call it,
 * never a browser, so every request must carry a fresh, unique HMAC signature (wallet-signature.ts).
 */
export function seamlessWalletRoutes(wallet: GamesArea['seamlessWallet']) {
  return async (app: FastifyInstance) => {
    const { balance, bet, win, rollback } = wallet
    const guard = walletRequestGuard({ ...wallet.proof, rawBody: keepRawJsonBodies(app) })
    const cents = (minimum: number) => ({ type: 'integer', minimum, maximum: MAX_CENTS })

    app.post<{ Body: { sessionToken: string } }>(
      '/balance',
      { preValidation: guard, schema: { body: body({ sessionToken: token }) } },
      async (request, reply) => answer(reply, await balance(request.body)),
    )
    app.post<{ Body: { sessionToken: string; roundId: string; amountCents: number } }>(
      '/bet',
      { preValidation: guard, schema: { body: body({ sessionToken: token, roundId, amountCents: cents(1) }) } },
      async (request, reply) => answer(reply, await bet(request.body)),
    )
    app.post<{ Body: { sessionToken: string; roundId: string; amountCents: number } }>(
      '/win',
      { preValidation: guard, schema: { body: body({ sessionToken: token, roundId, amountCents: cents(0) }) } },
      async (request, reply) => answer(reply, await win(request.body)),
    )
    app.post<{ Body: { sessionToken: string; roundId: string } }>(
      '/rollback',
      { preValidation: guard, schema: { body: body({ sessionToken: token, roundId }) } },
      async (request, reply) => answer(reply, await rollback(request.body)),
    )
  }
}
