import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchHttpClient } from '../../../src/adapters/http/http-client'
import { httpPaymentsGateway } from '../../../src/adapters/http/http-payments-gateway.adapter'
import type { PaymentsGateway } from '../../../src/core/payments/payments-gateway.port'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { paymentsApp, signedInPlayer, withdrawableCents } from './support/payments-harness'

/** The browser's fetch, answered by the app in-process. */
const injectFetch =
  (app: FastifyInstance): typeof fetch =>
  async (input, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: String(input),
      headers: init?.headers as Record<string, string>,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }

// The browser's own adapter and codecs (src/adapters) against this API: the contract, end to end.
describe.each(ENGINES)("the browser's payments gateway against the API on %s", (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let gateway: PaymentsGateway
  let userId: number
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db)
    const player = await signedInPlayer(t.db)
    userId = player.userId
    const token = player.headers.authorization?.replace('Bearer ', '') ?? null
    gateway = httpPaymentsGateway(fetchHttpClient({ baseUrl: '', token: () => token, fetchFn: injectFetch(app) }))
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  it('runs the lightning deposit flow: payment, record and invoice id in one step, invoice, sandbox pay, completed, settle', async () => {
    const started = await gateway.startLightningDeposit({ amount: '12.50', paymentMethod: 'speed', userId: String(userId) })()
    if (started._tag === 'Left') throw new Error(JSON.stringify(started.left))
    expect(started.right).toEqual({ invoiceId: expect.stringMatching(/^inv_/), unrecorded: null })
    const { invoiceId } = started.right
    const invoice = await gateway.invoice(invoiceId)()
    expect(invoice).toEqual({
      _tag: 'Right',
      right: {
        invoiceId,
        expiresAt: expect.any(Number),
        qrcodeUrl: expect.stringMatching(/^lightning:lntbs/),
        checkoutUrl: expect.stringMatching(/^lightning:lntbs/),
        sandbox: true,
      },
    })
    expect(await gateway.paymentStatus(invoiceId)()).toEqual({ _tag: 'Right', right: 'pending' })
    expect(await gateway.paySandboxInvoice(invoiceId)()).toEqual({ _tag: 'Right', right: undefined })
    expect(await gateway.paymentStatus(invoiceId)()).toEqual({ _tag: 'Right', right: 'completed' })
    expect(await gateway.updateTransaction(invoiceId)()).toEqual({ _tag: 'Right', right: undefined })
    expect(await withdrawableCents(t.db, userId)).toBe(1250)
  })

  it("reads a refused amount as a payment not created, with the rule's 422", async () => {
    expect(await gateway.startLightningDeposit({ amount: '0.00', paymentMethod: 'speed', userId: String(userId) })()).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'PaymentNotCreated',
        error: {
          _tag: 'Unexpected',
          status: 422,
          message: 'Please enter a valid amount',
          errors: { amount: ['Please enter a valid amount'] },
        },
      },
    })
  })

  it('lists currencies and opens a crypto checkout', async () => {
    const currencies = await gateway.currencies()()
    expect(currencies._tag === 'Right' && currencies.right).toContainEqual({ code: 'btc', name: 'Bitcoin' })
    const checkout = await gateway.createCryptoInvoice({ amount: '5.00', orderId: `MOB-${Date.now()}-Ab12Cd` })()
    expect(checkout._tag === 'Right' && checkout.right).toMatch(/^http:\/\/localhost(:\d+)?\/api\/sandbox\/crypto\/checkout\/[\w-]{22}$/)
  })

  it('withdraws: a lightning request PENDING, a rejected payout with its error, too much as 422 with the message', async () => {
    await kyselyLedger(t.db).creditDeposit({ userId, amountCents: 5000, idempotencyKey: `contract:${userId}` })()
    expect(
      await gateway.requestWithdrawal({ currency: 'USD', amount: '10.00', paymentMethod: 'speed', address: 'ana@wallet.example' })(),
    ).toEqual({
      _tag: 'Right',
      right: { status: 'PENDING', error: null },
    })
    expect(
      await gateway.requestWithdrawal({
        currency: 'USD',
        amount: '10.00',
        paymentMethod: 'nowpayments',
        address: 'bc1qqqqqqqqqqqq',
        payoutCurrency: 'btc',
      })(),
    ).toMatchObject({ _tag: 'Left' })
    const tooMuch = await gateway.requestWithdrawal({
      currency: 'USD',
      amount: '1000.00',
      paymentMethod: 'speed',
      address: 'ana@wallet.example',
    })()
    expect(tooMuch).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: 'The amount is more than your withdrawable balance.' },
    })
  })
})
