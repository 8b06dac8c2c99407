import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLLS_PER_PLAYER, SHARED_ANSWER_MS } from '../../../server/payments/http/deposit-status-polls'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { startFakeProvider, type FakeProvider } from './support/fake-provider'
import { call, paymentsApp, signedInPlayer, SPEED_WEBHOOK_SECRET, TEST_RECONCILER } from './support/payments-harness'

/** A Speed that answers each payment read after 50 ms and counts the reads. */
const slowSpeed = () => {
  let reads = 0
  const route = async (r: { method: string; path: string; body: unknown }) => {
    if (r.method === 'POST' && r.path === '/payments') {
      const id = `pi_poll${Math.random().toString(36).slice(2, 10)}`
      const amount = (r.body as { amount: number }).amount
      return {
        body: {
          id,
          status: 'unpaid',
          amount,
          target_amount: 1000,
          target_amount_paid: 0,
          expires_at: Date.now() + 600_000,
          payment_request: `lnbc1p${id}`,
        },
      }
    }
    reads += 1
    await new Promise((resolve) => setTimeout(resolve, 50))
    const id = r.path.replace('/payments/', '')
    return {
      body: {
        id,
        status: 'unpaid',
        amount: 4,
        target_amount: 1000,
        target_amount_paid: 0,
        expires_at: Date.now() + 600_000,
        payment_request: `lnbc1p${id}`,
      },
    }
  }
  return { route, reads: () => reads }
}

describe.each(ENGINES)('deposit status polls on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  let speed: FakeProvider
  let nowpayments: FakeProvider
  const api = slowSpeed()
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    speed = await startFakeProvider(api.route)
    nowpayments = await startFakeProvider(() => ({ status: 404, body: { message: 'Not found' } }))
    app = await paymentsApp(t.db, {
      payments: {
        speed: { mode: 'live', secretKey: 'sk_live_polls', apiUrl: speed.url, webhookSecret: SPEED_WEBHOOK_SECRET },
        nowpayments: { mode: 'live', apiKey: 'NP-KEY', apiUrl: nowpayments.url, ipnSecret: 'ipn', payoutLogin: undefined },
        publicUrl: 'https://casino.example',
        reconciler: TEST_RECONCILER,
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await speed.close()
    await nowpayments.close()
    await t.close()
  })

  const deposit = async () => {
    const player = await signedInPlayer(t.db)
    const started = await call(app, player).post('/api/payments/lightning', { amount: '4.00' })
    expect(started.statusCode).toBe(200)
    return { player, invoiceId: started.json<{ invoice_id: string }>().invoice_id }
  }

  it('reaches the provider once per deposit for a burst of pollers, sharing the answer, and afresh after a few seconds', async () => {
    const pollers = await Promise.all(Array.from({ length: 10 }, () => deposit()))
    const before = api.reads()
    // 190 polls at once: 19 for each of 10 deposits (each player one short of their limit).
    const answers = await Promise.all(
      pollers.flatMap(({ player, invoiceId }) =>
        Array.from({ length: POLLS_PER_PLAYER - 1 }, () => call(app, player).post('/api/check-payment-status', { invoice_id: invoiceId })),
      ),
    )
    expect(answers.every((a) => a.statusCode === 200 && a.json<{ status: string }>().status === 'pending')).toBe(true)
    expect(api.reads() - before).toBe(pollers.length)
    await new Promise((r) => setTimeout(r, SHARED_ANSWER_MS + 100))
    const [first] = pollers
    await call(app, first!.player).get(`/api/update_transaction/${first!.invoiceId}`)
    expect(api.reads() - before).toBe(pollers.length + 1)
  })

  it('limits one player’s polls (429 with Retry-After) without touching another’s', async () => {
    const mine = await deposit()
    const theirs = await deposit()
    const answers = []
    for (let i = 0; i <= POLLS_PER_PLAYER; i++)
      answers.push(await call(app, mine.player).post('/api/check-payment-status', { invoice_id: mine.invoiceId }))
    expect(answers.slice(0, POLLS_PER_PLAYER).every((a) => a.statusCode === 200)).toBe(true)
    const refused = answers[POLLS_PER_PLAYER]!
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await call(app, theirs.player).post('/api/check-payment-status', { invoice_id: theirs.invoiceId })).statusCode).toBe(200)
  })
})
