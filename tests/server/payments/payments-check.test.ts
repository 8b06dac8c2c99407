import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkPayments } from '../../../server/payments/payments-check'
import { startFakeProvider, type FakeProvider } from './support/fake-provider'

describe('npm run payments:check: read-only calls, and what is missing', () => {
  let np: FakeProvider
  let speed: FakeProvider
  beforeAll(async () => {
    np = await startFakeProvider((r) => {
      if (r.path === '/status') return { body: { message: 'OK' } }
      if (r.path === '/full-currencies') return { body: { currencies: [] } }
      if (r.path === '/auth') return { body: { token: 'jwt' } }
      return { status: 404, body: { message: 'Not found' } }
    })
    speed = await startFakeProvider(() => ({ status: 404, body: { errors: [{ message: 'Payment not found' }] } }))
  })
  afterAll(async () => {
    await np.close()
    await speed.close()
  })

  it('passes a complete live configuration and calls only reads (and the payout sign-in)', async () => {
    const lines = await checkPayments({
      speed: { mode: 'live', secretKey: 'sk_live_x', apiUrl: speed.url, webhookSecret: 'wsec_abc' },
      nowpayments: {
        mode: 'live',
        apiKey: 'k',
        apiUrl: np.url,
        ipnSecret: 's',
        payoutLogin: { email: 'ops@coinfall.test', password: 'pw', totpSecret: 'JBSWY3DPEHPK3PXP' },
      },
      reconciler: { everyMs: 60_000, graceMs: 120_000 },
    } as never)
    expect(lines.filter((l) => !l.ok)).toEqual([])
    const calls = [...np.requests, ...speed.requests].map((r) => `${r.method} ${r.path}`)
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /auth'])
  })

  it('says what is missing: a test key, no webhook secret, no payout login', async () => {
    const lines = await checkPayments({
      speed: { mode: 'live', secretKey: 'sk_test_x', apiUrl: speed.url, webhookSecret: undefined },
      nowpayments: { mode: 'live', apiKey: 'k', apiUrl: np.url, ipnSecret: 's', payoutLogin: undefined },
      reconciler: { everyMs: 60_000, graceMs: 120_000 },
    } as never)
    const missing = lines.filter((l) => !l.ok).map((l) => l.text)
    expect(missing.some((t) => t.includes('test key'))).toBe(true)
    expect(missing.some((t) => t.includes('SPEED_WEBHOOK_SECRET'))).toBe(true)
    expect(missing.some((t) => t.includes('NOWPAYMENTS_EMAIL'))).toBe(true)
  })
})
