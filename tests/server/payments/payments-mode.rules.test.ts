import { describe, expect, it } from 'vitest'
import { readPaymentsConfig } from '../../../server/payments/payments-config'
import { moneyModes, paymentsModeLine, recordedMoneyProblem } from '../../../server/payments/payments-mode.rules'

const LIVE = {
  SPEED_SECRET_KEY: 'sk_live_abc',
  NOWPAYMENTS_API_KEY: 'NPKEY',
  NOWPAYMENTS_IPN_SECRET: 'ipn',
  PUBLIC_URL: 'https://casino.example',
}
const NOWPAYMENTS_SANDBOX = 'https://api-sandbox.nowpayments.io/v1'

describe('payments modes: whose money each provider moves', () => {
  it('counts the built-in sandboxes, a Speed test key and the NOWPayments sandbox API as sandbox money', () => {
    expect(moneyModes(readPaymentsConfig({}))).toEqual({ speed: 'sandbox', nowpayments: 'sandbox' })
    const test = readPaymentsConfig({ ...LIVE, SPEED_SECRET_KEY: 'sk_test_abc', NOWPAYMENTS_API_URL: NOWPAYMENTS_SANDBOX })
    expect(moneyModes(test)).toEqual({ speed: 'sandbox', nowpayments: 'sandbox' })
    expect(moneyModes(readPaymentsConfig(LIVE))).toEqual({ speed: 'live', nowpayments: 'live' })
  })

  it.each([
    [{ ...LIVE, SPEED_SECRET_KEY: 'sk_test_abc' }, 'Speed would move test money and NOWPayments real money'],
    [{ ...LIVE, NOWPAYMENTS_API_URL: NOWPAYMENTS_SANDBOX }, 'Speed would move real money and NOWPayments test money'],
  ])('refuses a test key or sandbox API beside a live one: %j', (env, message) => {
    expect(() => readPaymentsConfig(env)).toThrow(message)
  })

  it('says each provider’s money and how it is reached in one line', () => {
    expect(paymentsModeLine(readPaymentsConfig({}))).toBe(
      'payments: Speed sandbox (the built-in sandbox), NOWPayments sandbox (the built-in sandbox)',
    )
    expect(paymentsModeLine(readPaymentsConfig({ ...LIVE, SPEED_SECRET_KEY: 'sk_test_x', NOWPAYMENTS_API_URL: NOWPAYMENTS_SANDBOX }))).toBe(
      'payments: Speed sandbox (a test key), NOWPayments sandbox (api-sandbox.nowpayments.io)',
    )
    expect(paymentsModeLine(readPaymentsConfig(LIVE))).toBe('payments: Speed live (a live key), NOWPayments live (api.nowpayments.io)')
  })

  it('lets a start go on only with the money its database holds, and says how to switch on purpose', () => {
    const sandbox = { speed: 'sandbox', nowpayments: 'sandbox' } as const
    const live = { speed: 'live', nowpayments: 'live' } as const
    expect(recordedMoneyProblem(sandbox, sandbox)).toBeNull()
    expect(recordedMoneyProblem(sandbox, live)).toMatch(
      /^This database holds Speed sandbox, NOWPayments sandbox money, but the settings say Speed live, NOWPayments live\..*npm run payments:mode -- switch/,
    )
    expect(recordedMoneyProblem(live, sandbox)).toMatch(/holds Speed live, NOWPayments live money/)
  })
})
