import * as E from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxInstantSend } from '../../../server/payments/sandbox/sandbox-instant-send'
import { sandboxSpeed } from '../../../server/payments/sandbox/sandbox-speed.adapter'
import { speedInstantSend } from '../../../server/payments/speed/speed-instant-send.adapter'
import { speedLightningProvider } from '../../../server/payments/speed/speed-lightning-provider.adapter'
import { memorySandboxObjects } from './support/memory-sandbox-objects'
import { documentedExample, documentedSources } from './support/provider-fixtures'
import { startFakeProvider, type FakeProvider } from './support/fake-provider'

/** Speed's own example objects, answered by a local Speed API, read by the live adapter (issue 26 §1). */
describe("the live Speed adapter reads Speed's documented payment objects", () => {
  let speed: FakeProvider
  beforeAll(async () => {
    speed = await startFakeProvider()
  })
  afterAll(() => speed.close())
  const provider = () => speedLightningProvider({ secretKey: 'sk_test_documented', apiUrl: speed.url })

  it('every example names the page it was copied from', () => {
    const sources = documentedSources('speed')
    for (const name of ['payment-unpaid', 'payment-paid-partial', 'instant-send'])
      expect(sources[`${name}.json`]?.page).toMatch(/^https:\/\/(apidocs\.tryspeed\.com|www\.speed\.dev)\/reference\//)
  })

  it('creates a payment whose answer is the documented unpaid object (target_amount_paid: null)', async () => {
    const unpaid = documentedExample('speed', 'payment-unpaid')
    expect(unpaid.target_amount_paid).toBeNull()
    speed.handle = () => ({ body: unpaid })
    const created = await provider().createPayment({
      amountCents: 500_000,
      ttlSeconds: 600,
      description: 'Coinfall deposit',
      metadata: {},
    })()
    expect(created).toEqual(
      E.right({
        id: 'pi_ll6ohfqq6V9HXSdv',
        status: 'unpaid',
        amountCents: 500_000,
        targetAmount: 5000,
        targetAmountPaid: 0,
        expiresAtMs: 1691764396466,
        paymentRequest: unpaid.payment_request,
      }),
    )
  })

  it('re-reads the documented paid-in-part object, whose lightning payment_request is null', async () => {
    speed.handle = () => ({ body: documentedExample('speed', 'payment-paid-partial') })
    const read = await provider().readPayment('pi_xxxxxxxxxxxxxx')()
    expect(read).toEqual(
      E.right({
        id: 'pi_xxxxxxxxxxxxxx',
        status: 'paid',
        amountCents: 1000,
        targetAmount: 1000,
        targetAmountPaid: 500,
        expiresAtMs: 1654589184908,
        paymentRequest: '',
      }),
    )
  })
})

describe("the Speed sandbox answers in Speed's documented shapes", () => {
  let speed: FakeProvider
  beforeAll(async () => {
    speed = await startFakeProvider()
  })
  afterAll(() => speed.close())

  it('an unpaid sandbox payment has null target_amount_paid, like the documented one, and the live adapter reads it', async () => {
    const objects = memorySandboxObjects()
    const sandbox = sandboxSpeed({ objects, clock: { now: () => new Date(1_900_000_000_000) } })
    const created = await sandbox.createPayment({ amountCents: 1000, ttlSeconds: 600, description: 'd', metadata: {} })()
    if (E.isLeft(created)) throw new Error('not created')
    const stored = objects.all('speed_payment')[0] ?? {}
    const documented = documentedExample('speed', 'payment-unpaid')
    expect(stored.target_amount_paid).toBe(documented.target_amount_paid)
    expect(stored.target_amount_paid_at).toBe(documented.target_amount_paid_at)
    speed.handle = () => ({ body: stored })
    const live = speedLightningProvider({ secretKey: 'sk_test_documented', apiUrl: speed.url })
    expect(await live.readPayment(created.right.id)()).toEqual(created)
    await sandbox.pay(created.right.id)()
    speed.handle = () => ({ body: objects.all('speed_payment')[0] })
    expect(await live.readPayment(created.right.id)()).toMatchObject(E.right({ status: 'paid', targetAmountPaid: 15_000 }))
  })
})

describe("Speed's documented instant send object", () => {
  let speed: FakeProvider
  beforeAll(async () => {
    speed = await startFakeProvider()
  })
  afterAll(() => speed.close())

  it('is read by the live adapter: what was sent, in which currency, and the fee', async () => {
    speed.handle = () => ({ body: documentedExample('speed', 'instant-send') })
    const live = speedInstantSend({ secretKey: 'sk_test_documented', apiUrl: speed.url })
    expect(await live.readSend('is_lyyb6412hOYewDuK')()).toEqual(
      E.right({ id: 'is_lyyb6412hOYewDuK', status: 'paid', failureReason: null, amount: 200, currency: 'SATS', fees: 1 }),
    )
  })

  it("the sandbox's send has every documented field, in SATS, and the live adapter reads it the same", async () => {
    const objects = memorySandboxObjects()
    const sandbox = sandboxInstantSend({ objects, clock: { now: () => new Date(1_900_000_000_000) } })
    const sent = await sandbox.send({ amountSats: 7_500, destination: 'ana@wallet.example', reference: 'wd_1' })()
    const stored = objects.all('speed_send')[0] ?? {}
    for (const key of Object.keys(documentedExample('speed', 'instant-send'))) expect(stored, key).toHaveProperty(key)
    expect(stored).toMatchObject({ amount: 7_500, currency: 'SATS' })
    speed.handle = () => ({ body: stored })
    const live = speedInstantSend({ secretKey: 'sk_test_documented', apiUrl: speed.url })
    expect(await live.readSend(String(stored.id))()).toEqual(sent)
  })
})
