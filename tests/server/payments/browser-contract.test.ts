import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchHttpClient } from '../../../src/adapters/http/http-client'
import { httpPaymentsGateway } from '../../../src/adapters/http/http-payments-gateway.adapter'
import type { PaymentsGateway } from '../../../src/core/wallet/payments-gateway.port'
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

  it('runs the lightning deposit flow: payment, record, invoice id, invoice, sandbox pay, completed, settle', async () => {
    const payment = await gateway.createLightningPayment('12.50')()
    if (payment._tag === 'Left') throw new Error(JSON.stringify(payment.left))
    expect(payment.right.id).toMatch(/^pi_/)
    const record = {
      transaction_id: payment.right.id,
      user_id: String(userId),
      amount: '12.50',
      currency: 'USD',
      gateway: 'speed',
      status: 'Pending',
    }
    expect(await gateway.storeTransaction(record)()).toEqual({ _tag: 'Right', right: undefined })
    const invoiceId = await gateway.generateInvoice(payment.right)()
    if (invoiceId._tag === 'Left') throw new Error(JSON.stringify(invoiceId.left))
    expect(await gateway.invoice(invoiceId.right)()).toEqual({
      _tag: 'Right',
      right: expect.objectContaining({
        invoiceId: invoiceId.right,
        expiresAt: payment.right.expiresAt,
        qrcodeUrl: `lightning:${payment.right.paymentRequest}`,
        checkoutUrl: `lightning:${payment.right.paymentRequest}`,
        sandbox: true,
      }),
    })
    expect(await gateway.paymentStatus(invoiceId.right)()).toEqual({ _tag: 'Right', right: 'pending' })
    expect(await gateway.paySandboxInvoice(invoiceId.right)()).toEqual({ _tag: 'Right', right: undefined })
    expect(await gateway.paymentStatus(invoiceId.right)()).toEqual({ _tag: 'Right', right: 'completed' })
    expect(await gateway.updateTransaction(invoiceId.right)()).toEqual({ _tag: 'Right', right: undefined })
    expect(await withdrawableCents(t.db, userId)).toBe(1250)
  })

  it("reads a refused amount as Unexpected 422 with the rule's message", async () => {
    expect(await gateway.createLightningPayment('0.00')()).toEqual({
      _tag: 'Left',
      left: {
        _tag: 'Unexpected',
        status: 422,
        message: 'Please enter a valid amount',
        errors: { amount: ['Please enter a valid amount'] },
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
    expect(await gateway.withdraw({ currency: 'USD', amount: '10.00', payment_method: 'speed', invoice: 'lnbc1payout' })()).toEqual({
      _tag: 'Right',
      right: { status: 'PENDING', error: null },
    })
    expect(
      await gateway.withdraw({
        currency: 'USD',
        amount: '10.00',
        payment_method: 'nowpayments',
        invoice: 'nope',
        payout_currency: 'btc',
      })(),
    ).toEqual({ _tag: 'Right', right: { status: 'REJECTED', error: 'Invalid payout address for Bitcoin.' } })
    const tooMuch = await gateway.withdraw({ currency: 'USD', amount: '1000.00', payment_method: 'speed', invoice: 'lnbc1payout' })()
    expect(tooMuch).toMatchObject({
      _tag: 'Left',
      left: { _tag: 'Unexpected', status: 422, message: 'The amount is more than your withdrawable balance.' },
    })
  })
})
