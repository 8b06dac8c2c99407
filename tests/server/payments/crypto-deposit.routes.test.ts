import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { call, depositCredits, paymentsApp, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'

const orderId = () => `MOB-${Date.now()}-${randomBytes(3).toString('hex')}`

describe.each(ENGINES)('crypto deposits and the sandbox checkout on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const invoiceUrl = async (player: Player, amount: string) => {
    const res = await call(app, player).post('/api/crypto/invoice', { amount, currency: 'USD', order_id: orderId() })
    expect(res.statusCode).toBe(200)
    return new URL(res.json<{ invoice_url: string }>().invoice_url)
  }
  // The checkout is a plain HTML form: no token, no X-Requested-With, a urlencoded body.
  const submit = (url: URL, part: 'full' | 'half') =>
    app.inject({
      method: 'POST',
      url: url.pathname,
      payload: `part=${part}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })

  it('lists only the enabled currencies as {currencies: [{code, name, enable}]}', async () => {
    const res = await call(app, await signedInPlayer(t.db)).get('/api/crypto/currencies')
    expect(res.statusCode).toBe(200)
    const { currencies } = res.json<{ currencies: { code: string; name: string; enable: boolean }[] }>()
    expect(currencies).toContainEqual({ code: 'btc', name: 'Bitcoin', enable: true })
    expect(currencies.every((c) => c.enable)).toBe(true)
    expect(currencies.map((c) => c.code)).not.toContain('xmr')
  })

  it('answers an absolute invoice_url to the sandbox checkout, which shows the amount in a page with no script', async () => {
    const url = await invoiceUrl(await signedInPlayer(t.db), '12.50')
    expect(url.protocol).toBe('http:')
    expect(url.pathname).toMatch(/^\/api\/sandbox\/crypto\/checkout\/[\w-]{22}$/)
    const page = await app.inject({ method: 'GET', url: url.pathname })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
    expect(page.body).not.toMatch(/<script/i)
    expect(page.body).toContain('Pay $12.50 with the sandbox wallet')
    expect(page.body).toContain('href="/wallet"')
  })

  it('pays from the checkout form: a redirect back to the page, the balance credited once however often it is sent', async () => {
    const player = await signedInPlayer(t.db)
    const url = await invoiceUrl(player, '25.00')
    const paid = await submit(url, 'full')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(url.pathname)
    expect((await submit(url, 'full')).statusCode).toBe(303)
    expect(await withdrawableCents(t.db, player.userId)).toBe(2500)
    expect(await depositCredits(t.db, player.userId)).toBe(1)
    const page = await app.inject({ method: 'GET', url: url.pathname })
    expect(page.body).toContain('Paid. The amount is in your withdrawable balance.')
    expect(page.body).not.toContain('<form')
  })

  it('credits half a payment as it arrived, then the rest as its own repeated payment, each once (issue 26 §5)', async () => {
    const player = await signedInPlayer(t.db)
    const url = await invoiceUrl(player, '10.00')
    await submit(url, 'half')
    expect(await withdrawableCents(t.db, player.userId)).toBe(500)
    const partial = (await app.inject({ method: 'GET', url: url.pathname })).body
    expect(partial).toContain('Received $5.00 of $10.00, credited to your balance. The rest is still due.')
    expect(partial).toContain('Pay the rest with the sandbox wallet')
    expect(partial).not.toContain('Pay half')
    await submit(url, 'full')
    await submit(url, 'full')
    expect(await withdrawableCents(t.db, player.userId)).toBe(1000)
    expect(await depositCredits(t.db, player.userId)).toBe(2)
    const payments = await t.db
      .selectFrom('payment_deposit_payments')
      .select(['parent_payment_id', 'credited_cents'])
      .orderBy('created_at')
      .orderBy('credited_cents')
      .where('deposit_id', 'in', (eb) => eb.selectFrom('payment_deposits').select('id').where('user_id', '=', player.userId))
      .execute()
    expect(payments).toHaveLength(2)
    expect(payments.map((p) => p.credited_cents).sort()).toEqual([500, 500])
    expect(payments.filter((p) => p.parent_payment_id !== null)).toHaveLength(1)
    const deposit = await t.db
      .selectFrom('payment_deposits')
      .select(['status', 'received_cents'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow()
    expect(deposit).toEqual({ status: 'completed', received_cents: 1000 })
  })

  it.each([
    [{ amount: '0.00', currency: 'USD' }, 'amount', 'Please enter a valid amount'],
    [{ amount: '20000', currency: 'USD' }, 'amount', 'The most you can deposit at once is $10,000.00.'],
    [{ amount: '5.00', currency: 'EUR' }, 'currency', 'Payments are in USD only.'],
    [{ amount: '5.00', currency: 'USD', order_id: 'ORDER-1' }, 'order_id', 'The order id is not valid.'],
  ])('refuses %j with 422 on %s', async (body, field, message) => {
    const res = await call(app, await signedInPlayer(t.db)).post('/api/crypto/invoice', { order_id: orderId(), ...body })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } })
  })

  it('refuses an order id used before, and shows no checkout for an unknown invoice', async () => {
    const player = await signedInPlayer(t.db)
    const body = { amount: '5.00', currency: 'USD', order_id: orderId() }
    expect((await call(app, player).post('/api/crypto/invoice', body)).statusCode).toBe(200)
    expect((await call(app, player).post('/api/crypto/invoice', body)).statusCode).toBe(409)
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/crypto/checkout/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(404)
  })
})
