import { describe, expect, it } from 'vitest'
import { readPaymentsConfig } from '../../../server/payments/payments-config'

describe('readPaymentsConfig', () => {
  it('runs both providers as sandboxes when no key is set', () => {
    expect(readPaymentsConfig({})).toEqual({
      speed: { mode: 'sandbox', webhookSecret: undefined },
      nowpayments: { mode: 'sandbox', ipnSecret: undefined },
      publicUrl: undefined,
    })
  })

  it('runs live with keys, on the providers\' base URLs unless told otherwise', () => {
    const config = readPaymentsConfig({
      SPEED_SECRET_KEY: 'sk_live_abc', SPEED_WEBHOOK_SECRET: 'wsec_c2VjcmV0',
      NOWPAYMENTS_API_KEY: 'NPKEY', NOWPAYMENTS_IPN_SECRET: 'ipn', NOWPAYMENTS_EMAIL: 'ops@example.com', NOWPAYMENTS_PASSWORD: 'pw',
      NOWPAYMENTS_2FA_SECRET: 'JBSWY3DPEHPK3PXP', NOWPAYMENTS_API_URL: 'https://api-sandbox.nowpayments.io/v1/', PUBLIC_URL: 'https://casino.example/path',
    })
    expect(config).toEqual({
      speed: { mode: 'live', secretKey: 'sk_live_abc', apiUrl: 'https://api.tryspeed.com', webhookSecret: 'wsec_c2VjcmV0' },
      nowpayments: {
        mode: 'live', apiKey: 'NPKEY', apiUrl: 'https://api-sandbox.nowpayments.io/v1', ipnSecret: 'ipn',
        payoutLogin: { email: 'ops@example.com', password: 'pw', totpSecret: 'JBSWY3DPEHPK3PXP' },
      },
      publicUrl: 'https://casino.example',
    })
  })

  it.each([
    [{ SPEED_SECRET_KEY: 'pk_live_abc' }, /SPEED_SECRET_KEY/],
    [{ SPEED_WEBHOOK_SECRET: 'secret' }, /SPEED_WEBHOOK_SECRET/],
    [{ NOWPAYMENTS_API_KEY: 'NPKEY' }, /NOWPAYMENTS_IPN_SECRET/],
    [{ NOWPAYMENTS_API_KEY: 'NPKEY', NOWPAYMENTS_IPN_SECRET: 'ipn', NOWPAYMENTS_EMAIL: 'ops@example.com' }, /NOWPAYMENTS_PASSWORD/],
    [{ SPEED_SECRET_KEY: 'sk_test_abc', SPEED_API_URL: 'ftp://speed' }, /SPEED_API_URL/],
  ])('stops the start on %j', (env, message) => {
    expect(() => readPaymentsConfig(env)).toThrow(message)
  })
})
