import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { speedLightningProvider } from '../../../server/payments/speed/speed-lightning-provider.adapter'
import { startFakeProvider, type FakeProvider } from './support/fake-provider'

const SECRET_KEY = 'sk_test_coinfall123'
const EXPIRES = 1_900_000_000_000

const speedPayment = (overrides: Record<string, unknown> = {}) => ({
  id: 'pi_abc',
  object: 'payment',
  status: 'unpaid',
  currency: 'USD',
  amount: 12.5,
  target_currency: 'SATS',
  target_amount: 18750,
  target_amount_paid: 0,
  expires_at: EXPIRES,
  payment_method_options: { lightning: { payment_request: 'lnbc187500n1pexample' } },
  ...overrides,
})

describe('speedLightningProvider against a fake Speed API', () => {
  let speed: FakeProvider
  beforeAll(async () => {
    speed = await startFakeProvider()
  })
  afterAll(() => speed.close())
  const provider = () => speedLightningProvider({ secretKey: SECRET_KEY, apiUrl: speed.url })

  it("creates a payment with Basic auth (secret key, empty password), the API version and Speed's body", async () => {
    speed.handle = () => ({ body: speedPayment() })
    const created = await provider().createPayment({
      amountCents: 1250,
      ttlSeconds: 900,
      description: 'Coinfall deposit',
      metadata: { invoice_id: 'inv_1' },
    })()
    expect(created).toEqual(
      E.right({
        id: 'pi_abc',
        status: 'unpaid',
        amountCents: 1250,
        targetAmount: 18750,
        targetAmountPaid: 0,
        expiresAtMs: EXPIRES,
        paymentRequest: 'lnbc187500n1pexample',
      }),
    )
    const request = speed.requests.at(-1)
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/payments')
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`)
    expect(request?.headers['speed-version']).toBe('2022-10-15')
    expect(request?.body).toMatchObject({
      currency: 'USD',
      amount: 12.5,
      target_currency: 'SATS',
      payment_methods: ['lightning'],
      ttl: 900,
      metadata: { invoice_id: 'inv_1' },
      success_message: expect.any(String),
    })
  })

  it('reads the BOLT11 request at the top level when a version puts it there', async () => {
    speed.handle = () => ({ body: { ...speedPayment(), payment_method_options: undefined, payment_request: 'lnbc1toplevel' } })
    const read = await provider().readPayment('pi_abc')()
    expect(read).toMatchObject(E.right({ paymentRequest: 'lnbc1toplevel' }))
    expect(speed.requests.at(-1)?.path).toBe('/payments/pi_abc')
  })

  it('re-reads statuses, partial payments included', async () => {
    speed.handle = () => ({ body: speedPayment({ status: 'paid', target_amount_paid: 9000 }) })
    expect(await provider().readPayment('pi_abc')()).toMatchObject(E.right({ status: 'paid', targetAmount: 18750, targetAmountPaid: 9000 }))
    speed.handle = () => ({ body: speedPayment({ status: 'expired' }) })
    expect(await provider().readPayment('pi_abc')()).toMatchObject(E.right({ status: 'expired' }))
    speed.handle = () => ({ body: speedPayment({ status: 'something_new' }) })
    expect(await provider().readPayment('pi_abc')()).toMatchObject(E.right({ status: 'unpaid' }))
  })

  it('encodes an id into its path segment', async () => {
    speed.handle = () => ({ body: speedPayment() })
    await provider().readPayment('pi_../../x')()
    expect(speed.requests.at(-1)?.path).toBe('/payments/pi_..%2F..%2Fx')
  })

  it("turns a 4xx into Refused with Speed's message and a 5xx, a broken body or no server into Unavailable", async () => {
    speed.handle = () => ({ status: 400, body: { errors: [{ type: 'invalid_request_error', message: 'Amount must be at least 0.01' }] } })
    expect(await provider().readPayment('pi_abc')()).toEqual(
      E.left({ _tag: 'Refused', status: 400, message: 'Amount must be at least 0.01' }),
    )
    speed.handle = () => ({ status: 503, body: {} })
    expect(await provider().readPayment('pi_abc')()).toMatchObject(E.left({ _tag: 'Unavailable' }))
    speed.handle = () => ({ text: 'not json' })
    expect(await provider().readPayment('pi_abc')()).toMatchObject(E.left({ _tag: 'Unavailable' }))
    speed.handle = () => ({ body: { id: 'pi_abc', status: 'paid' } })
    expect(await provider().readPayment('pi_abc')()).toMatchObject(E.left({ _tag: 'Unavailable' }))
    const gone = speedLightningProvider({ secretKey: SECRET_KEY, apiUrl: 'http://127.0.0.1:9' })
    expect(await gone.readPayment('pi_abc')()).toMatchObject(E.left({ _tag: 'Unavailable' }))
  })
})
