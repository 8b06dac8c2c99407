import { createHmac } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { signNowPaymentsIpn, verifyNowPaymentsIpn } from '../../../server/payments/nowpayments/nowpayments-ipn-signature'
import { signSpeedWebhook, verifySpeedWebhook } from '../../../server/payments/speed/speed-webhook-signature'
import { webhookRejected } from '../../../server/payments/webhook-check'
import { documentedExample } from './support/provider-fixtures'
import { ipnSignature, speedSignature } from './support/provider-signatures'
import { IPN_SECRET, SPEED_WEBHOOK_SECRET } from './support/payments-harness'

const NOW_MS = Date.parse('2030-01-01T12:00:00Z')
const AT = NOW_MS / 1000
const BODY = '{"id":"evt_1","data":{"object":{"id":"pi_1"}}}'

describe('Speed webhook signatures', () => {
  const headers = (signature: string, timestamp = String(AT)) => ({ id: 'evt_1', timestamp, signature })

  it('signs as the documented scheme does, and verifies its own signature', () => {
    expect(signSpeedWebhook(SPEED_WEBHOOK_SECRET, 'evt_1', String(AT), BODY)).toBe(speedSignature('evt_1', AT, BODY))
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, headers(speedSignature('evt_1', AT, BODY)), BODY, NOW_MS)).toEqual(E.right(undefined))
  })

  it('refuses a changed body, id or timestamp: the signature covers all three', () => {
    const signature = speedSignature('evt_1', AT, BODY)
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, headers(signature), `${BODY} `, NOW_MS)).toEqual(E.left({ _tag: 'BadSignature' }))
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, { ...headers(signature), id: 'evt_2' }, BODY, NOW_MS)).toEqual(
      E.left({ _tag: 'BadSignature' }),
    )
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, headers(signature, String(AT + 1)), BODY, NOW_MS)).toEqual(
      E.left({ _tag: 'BadSignature' }),
    )
  })

  it('accepts within five minutes either way and refuses beyond', () => {
    const at = (t: number) => headers(speedSignature('evt_1', t, BODY), String(t))
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, at(AT - 300), BODY, NOW_MS)).toEqual(E.right(undefined))
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, at(AT - 301), BODY, NOW_MS)).toEqual(E.left({ _tag: 'StaleTimestamp' }))
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, at(AT + 301), BODY, NOW_MS)).toEqual(E.left({ _tag: 'StaleTimestamp' }))
  })

  it('finds the matching v1 entry among several, ignores other versions, and refuses missing headers', () => {
    const good = speedSignature('evt_1', AT, BODY)
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, headers(`v1,Zm9v v2,${good.slice(3)} ${good}`), BODY, NOW_MS)).toEqual(
      E.right(undefined),
    )
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, headers(`v2,${good.slice(3)}`), BODY, NOW_MS)).toEqual(E.left({ _tag: 'BadSignature' }))
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, { id: 'evt_1', timestamp: String(AT), signature: undefined }, BODY, NOW_MS)).toEqual(
      E.left({ _tag: 'MissingHeaders' }),
    )
    expect(verifySpeedWebhook(SPEED_WEBHOOK_SECRET, headers(good, 'soon'), BODY, NOW_MS)).toEqual(E.left({ _tag: 'MissingHeaders' }))
  })
})

describe('NOWPayments IPN signatures', () => {
  const body = {
    payment_status: 'finished',
    payment_id: 5077125051,
    order_id: 'MOB-1-abcdef',
    fee: { currency: 'btc', depositFee: 0 },
    price_amount: 12.5,
  }

  it('signs the body with its keys sorted recursively, whatever order they came in', () => {
    expect(signNowPaymentsIpn(IPN_SECRET, body)).toBe(ipnSignature(body))
    const reordered = {
      price_amount: 12.5,
      fee: { depositFee: 0, currency: 'btc' },
      order_id: 'MOB-1-abcdef',
      payment_id: 5077125051,
      payment_status: 'finished',
    }
    expect(verifyNowPaymentsIpn(IPN_SECRET, ipnSignature(body), reordered)).toEqual(E.right(undefined))
  })

  it('refuses another secret, a changed value, and a missing or malformed signature', () => {
    expect(verifyNowPaymentsIpn(IPN_SECRET, ipnSignature(body, 'other'), body)).toEqual(E.left({ _tag: 'BadSignature' }))
    expect(verifyNowPaymentsIpn(IPN_SECRET, ipnSignature(body), { ...body, price_amount: 1250 })).toEqual(E.left({ _tag: 'BadSignature' }))
    expect(verifyNowPaymentsIpn(IPN_SECRET, undefined, body)).toEqual(E.left({ _tag: 'MissingHeaders' }))
    expect(verifyNowPaymentsIpn(IPN_SECRET, 'abc', body)).toEqual(E.left({ _tag: 'MissingHeaders' }))
  })
})

describe('NOWPayments IPN signatures over nested arrays (issue 26 §7)', () => {
  // The documented repeated-payment IPN, with payment_extra_ids holding the payments it groups.
  const body = { ...documentedExample('nowpayments', 'payment-ipn'), payment_extra_ids: [5077125052, 5077125053] }
  const hmac = (text: string) => createHmac('sha512', IPN_SECRET).update(text).digest('hex')
  /** The Node example of the documents, as written there: nested arrays become objects. */
  const nodeSortObject = (obj: Record<string, unknown>): Record<string, unknown> =>
    Object.keys(obj)
      .sort()
      .reduce<Record<string, unknown>>((result, key) => {
        const v = obj[key]
        result[key] = v && typeof v === 'object' ? nodeSortObject(v as Record<string, unknown>) : v
        return result
      }, {})
  /** The PHP and Python examples: keys sorted at every level, lists kept as lists. */
  const keepLists = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(keepLists)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, keepLists((v as Record<string, unknown>)[k])]),
          )
        : v

  it('accepts the signature made as the Node example makes it (arrays as objects)', () => {
    const text = JSON.stringify(nodeSortObject(body))
    expect(text).toContain('"payment_extra_ids":{"0":5077125052,"1":5077125053}')
    expect(verifyNowPaymentsIpn(IPN_SECRET, hmac(text), body)).toEqual(E.right(undefined))
  })

  it('accepts the signature made as the PHP and Python examples make it (lists kept)', () => {
    const text = JSON.stringify(keepLists(body))
    expect(text).toContain('"payment_extra_ids":[5077125052,5077125053]')
    expect(verifyNowPaymentsIpn(IPN_SECRET, hmac(text), body)).toEqual(E.right(undefined))
  })

  it('refuses either form once the body is changed, or made with another secret', () => {
    const changed = { ...body, payment_extra_ids: [5077125052] }
    expect(verifyNowPaymentsIpn(IPN_SECRET, hmac(JSON.stringify(nodeSortObject(body))), changed)).toEqual(webhookRejected('BadSignature'))
    expect(verifyNowPaymentsIpn(IPN_SECRET, hmac(JSON.stringify(keepLists(body))), changed)).toEqual(webhookRejected('BadSignature'))
    const other = createHmac('sha512', `${IPN_SECRET}-other`)
      .update(JSON.stringify(nodeSortObject(body)))
      .digest('hex')
    expect(verifyNowPaymentsIpn(IPN_SECRET, other, body)).toEqual(webhookRejected('BadSignature'))
  })
})
