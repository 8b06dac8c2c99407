import type { FastifyInstance } from 'fastify'
import type { PaymentsArea } from '../../composition/payments.composition'
import { NOWPAYMENTS_SIGNATURE_HEADER } from '../nowpayments/nowpayments-ipn-signature'
import { SPEED_WEBHOOK_HEADERS } from '../speed/speed-webhook-signature'
import { headerText } from '../webhook-check'
import { keepRawJsonBodies } from '../../http/plugins/raw-json-body'
import { replyWebhook } from './payments.replies'

/**
 * POST /webhooks/speed and /webhooks/nowpayments: providers' servers call these (exempt from the
 * X-Requested-With guard), proving themselves by signature. A believed webhook answers 200 even
 * when it names nothing of ours, so the provider stops retrying it.
 */
export function webhookRoutes(graph: PaymentsArea) {
  return async (app: FastifyInstance) => {
    const rawBodyOf = keepRawJsonBodies(app)

    app.post('/webhooks/speed', async (request, reply) => {
      const headers = {
        id: headerText(request.headers[SPEED_WEBHOOK_HEADERS.id]),
        timestamp: headerText(request.headers[SPEED_WEBHOOK_HEADERS.timestamp]),
        signature: headerText(request.headers[SPEED_WEBHOOK_HEADERS.signature]),
      }
      const result = await graph.receiveSpeedWebhook({ headers, rawBody: rawBodyOf(request), event: request.body })()
      return replyWebhook(request, reply, 'Speed webhook refused', result)
    })

    app.post('/webhooks/nowpayments', async (request, reply) => {
      const signature = headerText(request.headers[NOWPAYMENTS_SIGNATURE_HEADER])
      const result = await graph.receiveNowPaymentsIpn({ signature, body: request.body })()
      return replyWebhook(request, reply, 'NOWPayments IPN refused', result)
    })
  }
}
