import { randomBytes } from 'node:crypto'
import { NOWPAYMENTS_SIGNATURE_HEADER, signNowPaymentsIpn } from '../nowpayments/nowpayments-ipn-signature'
import { SPEED_VERSION } from '../speed/speed-lightning-provider.adapter'
import { SPEED_WEBHOOK_HEADERS, signSpeedWebhook } from '../speed/speed-webhook-signature'

/** A webhook as a provider sends it: the exact body bytes and the signed headers. */
export interface SignedDelivery {
  readonly headers: Readonly<Record<string, string>>
  readonly rawBody: string
  readonly body: unknown
}

/** The `payment.paid` event Speed sends, signed as Speed signs it. */
export function speedPaidEvent(secret: string, payment: Record<string, unknown>, nowMs: number): SignedDelivery {
  const id = `evt_${randomBytes(12).toString('hex')}`
  const body = { id, object: 'event', event_type: 'payment.paid', api_version: SPEED_VERSION, created: nowMs, data: { object: payment } }
  const rawBody = JSON.stringify(body)
  const timestamp = String(Math.floor(nowMs / 1000))
  return {
    headers: {
      [SPEED_WEBHOOK_HEADERS.id]: id,
      [SPEED_WEBHOOK_HEADERS.timestamp]: timestamp,
      [SPEED_WEBHOOK_HEADERS.signature]: signSpeedWebhook(secret, id, timestamp, rawBody),
    },
    rawBody,
    body,
  }
}

/** NOWPayments' IPN for a payment, signed as NOWPayments signs it. */
export function nowPaymentsIpn(secret: string, payment: Record<string, unknown>): SignedDelivery {
  return {
    headers: { [NOWPAYMENTS_SIGNATURE_HEADER]: signNowPaymentsIpn(secret, payment) },
    rawBody: JSON.stringify(payment),
    body: payment,
  }
}
