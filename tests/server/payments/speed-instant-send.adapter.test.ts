import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { speedInstantSend } from '../../../server/payments/speed/speed-instant-send.adapter'
import { FAKE_SPEED_KEY, startFakeSpeed, type FakeSpeed } from './support/fake-speed'

describe("Speed's instant send adapter against a local Speed", () => {
  let speed: FakeSpeed
  beforeAll(async () => {
    speed = await startFakeSpeed()
  })
  afterAll(() => speed.close())

  const adapter = () => speedInstantSend({ secretKey: FAKE_SPEED_KEY, apiUrl: speed.url })

  it('sends sats (a documented currency, issue 26 §3) to the destination with our withdrawal id in the note, and reads the send back', async () => {
    speed.outcome = 'paid'
    const sent = await adapter().send({ amountSats: 18750, destination: 'ana@wallet.example', reference: 'wd_abc' })()
    expect(sent).toEqual({
      _tag: 'Right',
      right: { id: expect.stringMatching(/^is_/), status: 'paid', failureReason: null, amount: 18750, currency: 'SATS', fees: 1 },
    })
    expect(speed.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/send',
      body: {
        amount: 18750,
        currency: 'SATS',
        target_currency: 'SATS',
        withdraw_method: 'lightning',
        withdraw_request: 'ana@wallet.example',
        note: 'Coinfall withdrawal wd_abc',
      },
    })
    if (sent._tag === 'Left') throw new Error('not sent')
    expect(await adapter().readSend(sent.right.id)()).toEqual(sent)
  })

  it('reads an unpaid and a failed send, with the failure reason', async () => {
    speed.outcome = 'unpaid'
    expect(await adapter().send({ amountSats: 7500, destination: 'ana@wallet.example', reference: 'wd_1' })()).toMatchObject({
      _tag: 'Right',
      right: { status: 'unpaid' },
    })
    speed.outcome = 'failed'
    expect(await adapter().send({ amountSats: 7500, destination: 'ana@wallet.example', reference: 'wd_2' })()).toMatchObject({
      _tag: 'Right',
      right: { status: 'failed', failureReason: 'No route found' },
    })
  })

  it("answers a refusal as Refused with Speed's message, a 5xx or an odd body as Unavailable, an unknown send as 404", async () => {
    speed.outcome = 'refuse'
    expect(await adapter().send({ amountSats: 7500, destination: 'x', reference: 'wd_3' })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'Refused', status: 400, message: 'Invalid withdraw request' },
    })
    speed.outcome = 'server-error'
    expect(await adapter().send({ amountSats: 7500, destination: 'ana@wallet.example', reference: 'wd_4' })()).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Unavailable' },
    })
    speed.outcome = 'garbage'
    expect(await adapter().send({ amountSats: 7500, destination: 'ana@wallet.example', reference: 'wd_5' })()).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Unavailable' },
    })
    expect(await adapter().readSend('is_unknown')()).toMatchObject({ _tag: 'Left', left: { _tag: 'Refused', status: 404 } })
  })

  it('is refused with a wrong key, and never reaches a Speed that is not there', async () => {
    const wrong = speedInstantSend({ secretKey: 'sk_test_wrong', apiUrl: speed.url })
    expect(await wrong.readSend('is_x')()).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Refused', status: 401, message: 'Invalid API key' },
    })
    const gone = speedInstantSend({ secretKey: FAKE_SPEED_KEY, apiUrl: 'http://127.0.0.1:9' })
    expect(await gone.send({ amountSats: 7500, destination: 'ana@wallet.example', reference: 'wd_6' })()).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Unavailable' },
    })
  })
})
