import { describe, expect, it } from 'vitest'
import { readPaymentsConfig } from '../../../server/payments/payments-config'

describe('readPaymentsConfig', () => {
  it('runs both providers as sandboxes when no key is set', () => {
    expect(readPaymentsConfig({})).toEqual({
      speed: { mode: 'sandbox', webhookSecret: undefined },
      nowpayments: { mode: 'sandbox', ipnSecret: undefined },
      publicUrl: undefined,
      reconciler: { everyMs: 60_000, graceMs: 120_000 },
    })
  })

  it("runs live with keys, on the providers' base URLs unless told otherwise", () => {
    const config = readPaymentsConfig({
      SPEED_SECRET_KEY: 'sk_test_abc',
      SPEED_WEBHOOK_SECRET: 'wsec_c2VjcmV0',
      NOWPAYMENTS_API_KEY: 'NPKEY',
      NOWPAYMENTS_IPN_SECRET: 'ipn',
      NOWPAYMENTS_EMAIL: 'ops@example.com',
      NOWPAYMENTS_PASSWORD: 'pw',
      NOWPAYMENTS_2FA_SECRET: 'JBSWY3DPEHPK3PXP',
      NOWPAYMENTS_API_URL: 'https://api-sandbox.nowpayments.io/v1/',
      PUBLIC_URL: 'https://casino.example/path',
    })
    expect(config).toEqual({
      speed: { mode: 'live', secretKey: 'sk_test_abc', apiUrl: 'https://api.tryspeed.com', webhookSecret: 'wsec_c2VjcmV0' },
      nowpayments: {
        mode: 'live',
        apiKey: 'NPKEY',
        apiUrl: 'https://api-sandbox.nowpayments.io/v1',
        ipnSecret: 'ipn',
        payoutLogin: { email: 'ops@example.com', password: 'pw', totpSecret: 'JBSWY3DPEHPK3PXP' },
      },
      publicUrl: 'https://casino.example',
      reconciler: { everyMs: 60_000, graceMs: 120_000 },
    })
  })

  const LIVE = {
    SPEED_SECRET_KEY: 'sk_live_abc',
    NOWPAYMENTS_API_KEY: 'NPKEY',
    NOWPAYMENTS_IPN_SECRET: 'ipn',
    PUBLIC_URL: 'https://casino.example',
  }

  it.each([
    [
      { SPEED_SECRET_KEY: 'sk_live_abc' },
      /^SPEED_SECRET_KEY is set but NOWPAYMENTS_API_KEY is not: .*Set both SPEED_SECRET_KEY and NOWPAYMENTS_API_KEY to run live, or neither/,
    ],
    [{ SPEED_SECRET_KEY: 'sk_test_abc', PUBLIC_URL: 'https://casino.example' }, /^SPEED_SECRET_KEY is set but NOWPAYMENTS_API_KEY is not/],
    [
      { NOWPAYMENTS_API_KEY: 'NPKEY', NOWPAYMENTS_IPN_SECRET: 'ipn', PUBLIC_URL: 'https://casino.example' },
      /^NOWPAYMENTS_API_KEY is set but SPEED_SECRET_KEY is not/,
    ],
    [{ ...LIVE, PUBLIC_URL: undefined }, /^PUBLIC_URL is required when the payment providers run live/],
    [{ ...LIVE, PUBLIC_URL: '  ' }, /^PUBLIC_URL is required/],
  ])('refuses to mix a live provider with a sandbox, or to run live without PUBLIC_URL: %j', (env, message) => {
    expect(() => readPaymentsConfig(env)).toThrow(message)
  })

  it('keeps the request origin in sandbox mode without PUBLIC_URL, and uses PUBLIC_URL whenever it is set', () => {
    expect(readPaymentsConfig({}).publicUrl).toBeUndefined()
    expect(readPaymentsConfig({ PUBLIC_URL: 'http://localhost:5173/' }).publicUrl).toBe('http://localhost:5173')
    expect(readPaymentsConfig(LIVE).publicUrl).toBe('https://casino.example')
  })

  it("reads the reconciler's interval and grace period in seconds", () => {
    expect(readPaymentsConfig({ WITHDRAWAL_RECONCILE_EVERY_SECONDS: '5', WITHDRAWAL_RECONCILE_GRACE_SECONDS: '0' }).reconciler).toEqual({
      everyMs: 5000,
      graceMs: 0,
    })
    expect(() => readPaymentsConfig({ WITHDRAWAL_RECONCILE_EVERY_SECONDS: '0' })).toThrow(
      /WITHDRAWAL_RECONCILE_EVERY_SECONDS must be a whole number of seconds, at least 1/,
    )
    expect(() => readPaymentsConfig({ WITHDRAWAL_RECONCILE_GRACE_SECONDS: '1.5' })).toThrow(/WITHDRAWAL_RECONCILE_GRACE_SECONDS/)
  })

  it.each([
    [{ SPEED_SECRET_KEY: 'pk_live_abc' }, /SPEED_SECRET_KEY/],
    [{ SPEED_WEBHOOK_SECRET: 'secret' }, /SPEED_WEBHOOK_SECRET/],
    [{ NOWPAYMENTS_API_KEY: 'NPKEY' }, /NOWPAYMENTS_IPN_SECRET/],
    [{ NOWPAYMENTS_API_KEY: 'NPKEY', NOWPAYMENTS_IPN_SECRET: 'ipn', NOWPAYMENTS_EMAIL: 'ops@example.com' }, /NOWPAYMENTS_PASSWORD/],
    [{ SPEED_SECRET_KEY: 'sk_test_abc', SPEED_API_URL: 'ftp://speed' }, /SPEED_API_URL/],
    [{ PUBLIC_URL: 'casino.example' }, /PUBLIC_URL must be an http\(s\) URL/],
  ])('stops the start on %j', (env, message) => {
    expect(() => readPaymentsConfig(env)).toThrow(message)
  })
})
