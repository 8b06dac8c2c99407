import type { FastifyInstance } from 'fastify'
import type { GamesArea } from '../../composition/games.composition'
import { keepRawJsonBodies } from '../../http/plugins/raw-json-body'
import { OPAQUE_TOKEN_PATTERN } from '../opaque-token'
import { replyWalletAnswer } from './wallet.replies'
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
      async (request, reply) => replyWalletAnswer(reply, await balance(request.body)()),
    )
    app.post<{ Body: { sessionToken: string; roundId: string; amountCents: number } }>(
      '/bet',
      { preValidation: guard, schema: { body: body({ sessionToken: token, roundId, amountCents: cents(1) }) } },
      async (request, reply) => replyWalletAnswer(reply, await bet(request.body)()),
    )
    app.post<{ Body: { sessionToken: string; roundId: string; amountCents: number } }>(
      '/win',
      { preValidation: guard, schema: { body: body({ sessionToken: token, roundId, amountCents: cents(0) }) } },
      async (request, reply) => replyWalletAnswer(reply, await win(request.body)()),
    )
    app.post<{ Body: { sessionToken: string; roundId: string } }>(
      '/rollback',
      { preValidation: guard, schema: { body: body({ sessionToken: token, roundId }) } },
      async (request, reply) => replyWalletAnswer(reply, await rollback(request.body)()),
    )
  }
}
