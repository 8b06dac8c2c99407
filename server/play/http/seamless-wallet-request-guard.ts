import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { WalletSecret } from '../seamless-wallet/wallet-secret'
import type { SeamlessWalletNonces } from '../seamless-wallet/wallet-nonces'
import { WALLET_FRESHNESS_MS, WALLET_HEADERS, WALLET_NONCE_PATTERN, walletSignatureMatches } from '../seamless-wallet/wallet-signature'

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : null
}

const deny = (reply: FastifyReply, error: string, message: string) => reply.status(401).send({ error, message })

/**
 * preValidation hook of the wallet routes: the signature over the raw body first (so unsigned
 * junk never reaches the nonce table), then freshness, then the one-time nonce.
 */
export const walletRequestGuard =
  (deps: {
    readonly secret: WalletSecret
    readonly nonces: SeamlessWalletNonces
    readonly clock: Clock
    readonly rawBody: (r: FastifyRequest) => string
  }) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const timestamp = header(request, WALLET_HEADERS.timestamp)
    const nonce = header(request, WALLET_HEADERS.nonce)
    const signature = header(request, WALLET_HEADERS.signature)
    if (timestamp === null || nonce === null || signature === null || !/^\d{1,15}$/.test(timestamp) || !WALLET_NONCE_PATTERN.test(nonce)) {
      return deny(reply, 'BAD_SIGNATURE', 'The request is not signed.')
    }
    const parts = { timestamp, nonce, method: request.method, path: request.url, body: deps.rawBody(request) }
    if (!walletSignatureMatches(await deps.secret.get(), parts, signature)) {
      return deny(reply, 'BAD_SIGNATURE', 'The signature does not match.')
    }
    if (Math.abs(deps.clock.now().getTime() - Number(timestamp)) > WALLET_FRESHNESS_MS) {
      return deny(reply, 'STALE_REQUEST', 'The request is too old or from the future.')
    }
    if (!(await deps.nonces.claim(nonce))) {
      return deny(reply, 'REPLAYED_REQUEST', 'This request was already received.')
    }
  }
