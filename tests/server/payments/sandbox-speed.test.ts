import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { sandboxSpeed } from '../../../server/payments/sandbox/sandbox-speed.adapter'
import { memorySandboxObjects } from './support/memory-sandbox-objects'

const START = Date.parse('2030-01-01T12:00:00Z')

describe('the Speed sandbox', () => {
  const setup = () => {
    let now = START
    const speed = sandboxSpeed({ objects: memorySandboxObjects(), clock: { now: () => new Date(now) } })
    return { speed, advance: (ms: number) => (now += ms) }
  }
  const create = async (speed: ReturnType<typeof sandboxSpeed>) => {
    const created = await speed.createPayment({ amountCents: 1000, ttlSeconds: 600, description: 'd', metadata: {} })()
    if (E.isLeft(created)) throw new Error('not created')
    return created.right
  }

  it('answers a payment like Speed: unpaid, epoch-ms expiry, sats target, a BOLT11 request', async () => {
    const { speed } = setup()
    const payment = await create(speed)
    expect(payment).toMatchObject({
      status: 'unpaid',
      amountCents: 1000,
      targetAmount: 15_000,
      targetAmountPaid: 0,
      expiresAtMs: START + 600_000,
    })
    expect(payment.paymentRequest).toMatch(/^lntbs150000n1p[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/)
  })

  it('marks a partial payment paid (as Speed does) with what arrived, and takes no more (Speed asks for a new payment)', async () => {
    const { speed } = setup()
    const payment = await create(speed)
    expect(await speed.pay(payment.id, 1100)()).toEqual(E.left({ _tag: 'MoreThanDue' }))
    expect(await speed.pay(payment.id, 400)()).toMatchObject(E.right({ status: 'paid', target_amount_paid: 6000 }))
    expect(await speed.readPayment(payment.id)()).toMatchObject(E.right({ status: 'paid', targetAmountPaid: 6000 }))
    expect(await speed.pay(payment.id)()).toEqual(E.left({ _tag: 'AlreadyPaid' }))
  })

  it('expires an unpaid payment once its ttl has passed, and refuses to pay it', async () => {
    const { speed, advance } = setup()
    const payment = await create(speed)
    advance(599_999)
    expect(await speed.readPayment(payment.id)()).toMatchObject(E.right({ status: 'unpaid' }))
    advance(1)
    expect(await speed.readPayment(payment.id)()).toMatchObject(E.right({ status: 'expired' }))
    expect(await speed.pay(payment.id)()).toEqual(E.left({ _tag: 'Expired' }))
  })

  it('answers 404 for a payment it does not know', async () => {
    const { speed } = setup()
    expect(await speed.readPayment('pi_nope')()).toEqual(E.left({ _tag: 'Refused', status: 404, message: 'Payment not found' }))
    expect(await speed.pay('pi_nope')()).toEqual(E.left({ _tag: 'NotFound' }))
  })
})
