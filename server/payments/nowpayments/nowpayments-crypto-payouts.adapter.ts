import type { Clock } from '../../../src/core/shared/clock.port'
import type { CryptoPayouts, Payout, PayoutResult } from '../crypto-payouts.port'
import type { PayoutLogin } from '../payments-config'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import { provided, unavailable, type ProviderFailure, type ProviderResult } from '../provider-result'
import { AuthDto, EstimateDto, PayoutDto, PayoutStatusDto } from './nowpayments.codecs'
import type { NowPaymentsAccess } from './nowpayments-crypto-gateway.adapter'
import { payoutErrorText, payoutReportOf } from './nowpayments-payout-report'
import { totp } from './totp'

const describe = (failure: ProviderFailure): string =>
  failure._tag === 'Refused' ? `HTTP ${failure.status}: ${failure.message}` : failure.detail

/** Our side failed: nothing was asked of the payout API. */
const notMade = (failure: ProviderFailure): PayoutResult => ({ ok: false, made: 'no', refusal: null, detail: describe(failure) })

/** The gateway said no to this payout (a bad address or currency): the player's to fix. */
const refusedOrNot = (failure: ProviderFailure): PayoutResult =>
  failure._tag === 'Refused' && failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 403
    ? { ok: false, made: 'no', refusal: failure.message, detail: describe(failure) }
    : notMade(failure)

// Crypto amounts go out with at most 8 decimals, rounded down: never more than the USD debited.
const cryptoAmount = (estimate: number): number => Math.floor(estimate * 1e8) / 1e8

/**
 * NOWPayments payouts: a fresh JWT from POST /auth (valid about five minutes, so never kept), the
 * USD amount converted at GET /estimate, POST /payout, then POST /payout/{id}/verify with a TOTP
 * code when the account's 2FA secret is configured (otherwise the payout waits, `creating`, for
 * verification in the NOWPayments dashboard). GET /payout/{batch} re-reads a payout, with the same
 * credentials.
 */
export function nowPaymentsCryptoPayouts(
  deps: NowPaymentsAccess & { readonly login: PayoutLogin | undefined; readonly clock: Clock },
): CryptoPayouts {
  const fetchFn: FetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const apiKey = { 'x-api-key': deps.apiKey }
  const auth = decodeAnswer(AuthDto, 'NOWPayments auth')
  const estimate = decodeAnswer(EstimateDto, 'NOWPayments estimate')
  const payout = decodeAnswer(PayoutDto, 'NOWPayments payout')
  const payoutStatus = decodeAnswer(PayoutStatusDto, 'NOWPayments payout status')
  const login = deps.login
  const signIn = async (): Promise<ProviderResult<Record<string, string>>> => {
    if (login === undefined) return unavailable('crypto payouts are not configured')
    const token = auth(
      await callProvider(fetchFn, {
        method: 'POST',
        url: `${deps.apiUrl}/auth`,
        headers: {},
        body: { email: login.email, password: login.password },
      }),
    )
    return token.ok ? provided({ ...apiKey, authorization: `Bearer ${token.value.token}` }) : token
  }

  return {
    available: login !== undefined,
    createPayout: async (request) => {
      if (login === undefined) return { ok: false, made: 'no', refusal: null, detail: 'crypto payouts are not configured' }
      const signedIn = await signIn()
      if (!signedIn.ok) return notMade(signedIn.failure)
      const bearer = signedIn.value
      const query = new URLSearchParams({
        amount: centsToDollars(request.amountCents).toFixed(2),
        currency_from: 'usd',
        currency_to: request.currency.toLowerCase(),
      })
      const priced = estimate(
        await callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/estimate?${query.toString()}`, headers: apiKey }),
      )
      if (!priced.ok) return refusedOrNot(priced.failure)
      const created = payout(
        await callProvider(fetchFn, {
          method: 'POST',
          url: `${deps.apiUrl}/payout`,
          headers: bearer,
          body: {
            ipn_callback_url: request.ipnCallbackUrl,
            withdrawals: [
              {
                address: request.address,
                currency: request.currency.toLowerCase(),
                amount: cryptoAmount(priced.value.estimated_amount),
                ipn_callback_url: request.ipnCallbackUrl,
                unique_external_id: request.reference,
              },
            ],
          },
        }),
      )
      // A refusal is final; no answer at all leaves the payout's existence unknown.
      if (!created.ok)
        return created.failure._tag === 'Refused'
          ? refusedOrNot(created.failure)
          : { ok: false, made: 'unknown', detail: describe(created.failure) }
      const first = created.value.withdrawals[0]
      if (first === undefined) return { ok: false, made: 'unknown', detail: 'a payout without withdrawals' }
      const made: Payout = {
        batchId: created.value.id,
        payoutId: first.id,
        status: first.status.toUpperCase(),
        error: payoutErrorText(first.error),
      }
      if (login.totpSecret !== undefined && made.status !== 'REJECTED' && made.status !== 'FAILED') {
        await callProvider(
          fetchFn,
          {
            method: 'POST',
            url: `${deps.apiUrl}/payout/${encodeURIComponent(made.batchId)}/verify`,
            headers: bearer,
            body: { verification_code: totp(login.totpSecret, deps.clock.now().getTime()) },
          },
          { answerMayBeText: true },
        )
      }
      return { ok: true, payout: made }
    },
    readPayout: async (ids) => {
      const signedIn = await signIn()
      if (!signedIn.ok) return signedIn
      const read = payoutStatus(
        await callProvider(fetchFn, {
          method: 'GET',
          url: `${deps.apiUrl}/payout/${encodeURIComponent(ids.batchId)}`,
          headers: signedIn.value,
        }),
      )
      return read.ok ? payoutReportOf(read.value, ids) : read
    },
  }
}
