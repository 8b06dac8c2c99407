import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import type { AmountInput } from '../../../src/core/wallet/amount.rules'
import { signedInUser } from '../../http/plugins/authenticate'
import type { PaymentsArea } from '../../composition/payments.composition'
import { replyPayment } from './payments.replies'
import { CRYPTO_INVOICE_BODY, NO_QUERY } from './payments.schemas'
import { publicOrigin } from './public-origin'

/** Wallet Connect and the Withdraw currency select: the crypto gateway, through the server. */
export function cryptoRoutes(graph: PaymentsArea, onRequest: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    app.get('/crypto/currencies', { schema: { querystring: NO_QUERY }, onRequest }, async (request, reply) => {
      return replyPayment(request, reply, await graph.crypto.currencies()(), (listed) => ({
        currencies: listed.filter((c) => c.enable).map(({ code, name, enable }) => ({ code, name, enable })),
      }))
    })

    app.post<{ Body: { amount: AmountInput; currency: string; order_id: string } }>(
      '/crypto/invoice',
      { schema: { body: CRYPTO_INVOICE_BODY, querystring: NO_QUERY }, onRequest, config: { rateLimited: 'deposit' } },
      async (request, reply) => {
        const { amount, currency, order_id: orderId } = request.body
        const origin = publicOrigin(graph.config.publicUrl, request)
        const started = await graph.startCryptoDeposit({ userId: signedInUser(request).id, amount, currency, orderId, origin })()
        return replyPayment(request, reply, started, ({ invoiceUrl }) => ({ invoice_url: invoiceUrl }))
      },
    )
  }
}
