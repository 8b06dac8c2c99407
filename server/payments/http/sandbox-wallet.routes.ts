import * as E from 'fp-ts/Either'
import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import { PaySandboxInvoice } from '../../../src/contracts/deposits.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import { parsePaymentAmount } from '../payment-amount.rules'
import type { PaymentsArea } from '../../composition/payments.composition'
import { speedPaidEvent } from '../sandbox/sandbox-webhooks'
import { SPEED_WEBHOOK_HEADERS } from '../speed/speed-webhook-signature'
import { NOT_FOUND_MESSAGE, replySandboxPayRefusal } from './payments.replies'

/**
 * POST /sandbox/lightning/pay/{invoiceid}: the invoice page's "Pay with sandbox wallet". The
 * sandbox pays the player's own invoice (all of it, or `amount` of it), then delivers Speed's
 * signed `payment.paid` webhook through the same verification as a real one. Answers 404 when
 * Speed runs live: no sandbox exists then.
 */
export function sandboxWalletRoutes(graph: PaymentsArea, onRequest: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, PaySandboxInvoice, { onRequest }, async (request, reply) => {
      const wallet = graph.sandbox.lightning
      const deposit = wallet === null ? null : await graph.deposits.findForUser(signedInUser(request).id, request.params.id)
      if (wallet === null || deposit === null || deposit.provider !== 'speed') return reply.status(404).send({ message: NOT_FOUND_MESSAGE })
      const raw = request.body?.amount
      const amount = raw === undefined ? undefined : parsePaymentAmount(raw)
      if (amount !== undefined && E.isLeft(amount))
        return reply.status(422).send({ message: amount.left, errors: { amount: [amount.left] } })
      const paid = await wallet.pay(deposit.providerPaymentId, amount?.right)()
      if (E.isLeft(paid)) return replySandboxPayRefusal(reply, paid.left)

      const secret = await graph.secrets.speed()
      if (secret === null) throw new Error('the Speed sandbox has no webhook secret')
      const event = speedPaidEvent(secret, paid.right, graph.clock.now().getTime())
      const delivered = await graph.receiveSpeedWebhook({
        headers: {
          id: event.headers[SPEED_WEBHOOK_HEADERS.id],
          timestamp: event.headers[SPEED_WEBHOOK_HEADERS.timestamp],
          signature: event.headers[SPEED_WEBHOOK_HEADERS.signature],
        },
        rawBody: event.rawBody,
        event: event.body,
      })()
      if (E.isLeft(delivered)) throw new Error(`the sandbox's own webhook was refused: ${delivered.left._tag}`)
      return { invoice_id: deposit.id, status: delivered.right }
    })
  }
}
