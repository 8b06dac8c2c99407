import * as E from 'fp-ts/Either'
import { callProvider, type FetchFn } from './provider-http'
import type { PaymentsConfig } from './payments-config'
import { SPEED_VERSION } from './speed/speed-lightning-provider.adapter'

/** One finding of `npm run payments:check`: fine, or missing with what to do. */
export interface CheckLine {
  readonly ok: boolean
  readonly text: string
}

const line = (ok: boolean, text: string): CheckLine => ({ ok, text })

/**
 * Reads the live payments configuration through read-only calls only (NOWPayments' API status,
 * currency list and payout sign-in; a Speed read of a payment that does not exist) and says what is
 * missing. Nothing here creates a payment, an invoice or a payout.
 */
export async function checkPayments(
  config: PaymentsConfig,
  fetchFn: FetchFn = (url, init) => fetch(url, init),
): Promise<readonly CheckLine[]> {
  const lines: CheckLine[] = []
  const { speed, nowpayments } = config
  if (speed.mode === 'sandbox') lines.push(line(false, 'Speed: sandbox (set SPEED_SECRET_KEY=sk_live_… for live lightning)'))
  else {
    if (speed.secretKey.startsWith('sk_test_'))
      lines.push(line(false, 'Speed: SPEED_SECRET_KEY is a test key (sk_test_…): test mode, no real money'))
    lines.push(
      line(speed.webhookSecret !== undefined, 'Speed: SPEED_WEBHOOK_SECRET (the wsec_… secret of <PUBLIC_URL>/api/webhooks/speed)'),
    )
    const auth = `Basic ${Buffer.from(`${speed.secretKey}:`).toString('base64')}`
    const read = await callProvider(fetchFn, {
      method: 'GET',
      url: `${speed.apiUrl}/payments/pi_payments_check`,
      headers: { authorization: auth, 'speed-version': SPEED_VERSION },
    })()
    // A key Speed accepts answers 404 for a payment that does not exist; a wrong one 401.
    const accepted = E.isLeft(read) && read.left._tag === 'Refused' && read.left.status === 404
    lines.push(line(accepted, `Speed: the secret key is accepted by ${speed.apiUrl}`))
  }
  if (nowpayments.mode === 'sandbox')
    lines.push(line(false, 'NOWPayments: sandbox (set NOWPAYMENTS_API_KEY and NOWPAYMENTS_IPN_SECRET for live crypto)'))
  else {
    const key = { 'x-api-key': nowpayments.apiKey }
    const status = await callProvider(fetchFn, { method: 'GET', url: `${nowpayments.apiUrl}/status`, headers: {} })()
    lines.push(line(E.isRight(status), `NOWPayments: API status at ${nowpayments.apiUrl}`))
    const currencies = await callProvider(fetchFn, { method: 'GET', url: `${nowpayments.apiUrl}/full-currencies`, headers: key })()
    lines.push(line(E.isRight(currencies), 'NOWPayments: the API key lists currencies'))
    if (nowpayments.payoutLogin === undefined)
      lines.push(
        line(false, 'NOWPayments payouts: set NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD (crypto withdrawals are refused without)'),
      )
    else {
      const signIn = await callProvider(fetchFn, {
        method: 'POST',
        url: `${nowpayments.apiUrl}/auth`,
        headers: {},
        body: { email: nowpayments.payoutLogin.email, password: nowpayments.payoutLogin.password },
      })()
      lines.push(line(E.isRight(signIn), 'NOWPayments payouts: the account signs in (POST /auth)'))
      lines.push(
        line(
          nowpayments.payoutLogin.totpSecret !== undefined,
          'NOWPayments payouts: NOWPAYMENTS_2FA_SECRET for automatic verification (else each payout waits in the dashboard)',
        ),
      )
      lines.push(
        line(true, 'NOWPayments payouts: ask NOWPayments to allow this server’s IP addresses and to lift the wallet-address allow-list'),
      )
    }
  }
  return lines
}
