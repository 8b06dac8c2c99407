import type { FastifyInstance } from 'fastify'
import * as E from 'fp-ts/Either'
import type { PaymentsArea } from '../../composition/payments.composition'
import { nowPaymentsIpn } from '../sandbox/sandbox-webhooks'
import { SANDBOX_CHECKOUT_PATH, type CheckoutPart } from '../sandbox/sandbox-nowpayments.adapter'
import { NOWPAYMENTS_SIGNATURE_HEADER } from '../nowpayments/nowpayments-ipn-signature'
import { sandboxCheckoutPage } from './sandbox-checkout.page'

const PARAMS = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } },
} as const
const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><main><h1>Checkout not found</h1><p><a href="/wallet">Back to your wallet</a></p></main></body></html>'

/**
 * The sandbox gateway's hosted checkout (the invoice_url of a sandbox crypto invoice), opened in
 * a new tab, so without the player's token: its unguessable key in the path is the key. The form's
 * POST (exempt from the X-Requested-With guard: a plain form cannot send it) pays the invoice
 * and delivers NOWPayments' signed IPN through the same verification as a real one. 404 live.
 */
export function sandboxCheckoutRoutes(graph: PaymentsArea) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    })
    const gateway = graph.sandbox.crypto
    const pathOf = (id: string) => `${SANDBOX_CHECKOUT_PATH}/${id}`

    app.get<{ Params: { id: string } }>('/sandbox/crypto/checkout/:id', { schema: { params: PARAMS } }, async (request, reply) => {
      const invoice = gateway === null ? null : await gateway.invoice(request.params.id)
      const invoiceId = typeof invoice?.id === 'string' ? invoice.id : null
      const deposit = invoiceId === null ? null : await graph.deposits.findByProviderPayment('nowpayments', invoiceId)
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8')
      if (invoiceId === null || deposit === null) return reply.status(404).send(NOT_FOUND_PAGE)
      return sandboxCheckoutPage({
        invoiceId,
        orderId: deposit.orderId ?? '',
        amountCents: deposit.amountCents,
        status: deposit.status,
        receivedCents: deposit.receivedCents,
        formAction: pathOf(request.params.id),
      })
    })

    app.post<{ Params: { id: string }; Body: { part?: string } | undefined }>(
      '/sandbox/crypto/checkout/:id',
      { schema: { params: PARAMS } },
      async (request, reply) => {
        const part: CheckoutPart = request.body?.part === 'half' ? 'half' : 'full'
        const payment = gateway === null ? null : await gateway.pay(request.params.id, part)
        if (gateway === null) return reply.status(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE)
        if (payment !== null) {
          const secret = await graph.secrets.nowpayments()
          if (secret === null) throw new Error('the NOWPayments sandbox has no IPN secret')
          const ipn = nowPaymentsIpn(secret, payment)
          const delivered = await graph.receiveNowPaymentsIpn({ signature: ipn.headers[NOWPAYMENTS_SIGNATURE_HEADER], body: ipn.body })()
          if (E.isLeft(delivered)) throw new Error(`the sandbox's own IPN was refused: ${delivered.left._tag}`)
        }
        // Post, redirect, get: a reload of the result page never pays twice.
        return reply.redirect(pathOf(request.params.id), 303)
      },
    )
  }
}
