import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { CreateCryptoInvoice, ListCryptoCurrencies } from '../../../src/contracts/crypto.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import type { PaymentsArea } from '../../composition/payments.composition'
import { replyPayment } from './payments.replies'
import { publicOrigin } from './public-origin'

/** Wallet Connect and the Withdraw currency select: the crypto gateway, through the server. */
export function cryptoRoutes(graph: PaymentsArea, onRequest: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListCryptoCurrencies, { onRequest }, async (request, reply) =>
      replyPayment(request, reply, await graph.crypto.currencies()(), (listed) => ({
        currencies: listed.filter((c) => c.enable).map(({ code, name, enable }) => ({ code, name, enable })),
      })),
    )

    routeEndpoint(app, CreateCryptoInvoice, { onRequest, config: { rateLimited: 'deposit' } }, async (request, reply) => {
      const { amount, currency, order_id: orderId, dob } = request.body
      const origin = publicOrigin(graph.config.publicUrl, request)
      const userId = signedInUser(request).id
      const started = await graph.startCryptoDeposit({ userId, amount, currency, orderId, origin, ...(dob === undefined ? {} : { dob }) })()
      return replyPayment(request, reply, started, ({ invoiceUrl }) => ({ invoice_url: invoiceUrl }))
    })
  }
}
