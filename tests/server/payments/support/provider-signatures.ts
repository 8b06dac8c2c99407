import { createHmac } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { IPN_SECRET, SPEED_WEBHOOK_SECRET } from './payments-harness'

// Computed from the providers' documented schemes (PROVIDERS.md), independently of the code under test.

/** Speed: base64 HMAC-SHA256, keyed by the base64-decoded secret after `wsec_`, over `id.timestamp.body`. */
export const speedSignature = (id: string, timestamp: number, body: string, secret = SPEED_WEBHOOK_SECRET): string =>
  `v1,${createHmac('sha256', Buffer.from(secret.slice('wsec_'.length), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64')}`

const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v !== null && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>)
            .sort(([a], [b]) => (a < b ? -1 : 1))
            .map(([k, x]) => [k, sorted(x)]),
        )
      : v

/** NOWPayments: hex HMAC-SHA512 with the IPN secret over JSON.stringify with keys sorted, recursively. */
export const ipnSignature = (body: unknown, secret = IPN_SECRET): string =>
  createHmac('sha512', secret)
    .update(JSON.stringify(sorted(body)))
    .digest('hex')

/** A NOWPayments IPN as the gateway posts it: the JSON body, signed with the IPN secret. */
export const signedIpn = (app: FastifyInstance, body: object): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/nowpayments',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-nowpayments-sig': ipnSignature(body) },
  })
