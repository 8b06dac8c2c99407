import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { CryptoPayouts, NewPayout, Payout, PayoutCheckFailure, PayoutFailure } from '../crypto-payouts.port'
import type { PayoutLogin } from '../payments-config'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import type { ProviderFailure } from '../provider-result'
import { EstimateDto, MinWithdrawalDto, PayoutDto, PayoutStatusDto } from './nowpayments.codecs'
import type { NowPaymentsAccess } from './nowpayments-crypto-gateway.adapter'
import { payoutErrorText, payoutReportOf, payoutSentOf } from './nowpayments-payout-report'
import { nowPaymentsSignIn } from './nowpayments-sign-in'
import { totp } from './totp'

const describe = (failure: ProviderFailure): string => {
  switch (failure._tag) {
    case 'Refused':
      return `HTTP ${failure.status}: ${failure.message}`
    case 'Unavailable':
      return failure.detail
    default:
      return assertNever(failure)
  }
}

/** Our side failed: nothing was asked of the payout API. */
const notSent = (failure: ProviderFailure): PayoutFailure => ({ _tag: 'NotSent', detail: describe(failure) })

/** The gateway said no to this payout (a bad address or currency): the player's to fix. */
const refusedOrNotSent = (failure: ProviderFailure): PayoutFailure =>
  failure._tag === 'Refused' && failure.status >= 400 && failure.status < 500 && failure.status !== 401 && failure.status !== 403
    ? { _tag: 'Refused', message: failure.message, detail: describe(failure) }
    : notSent(failure)

/** The payout request itself: a refusal is final; no answer at all leaves the payout's existence unknown. */
const payoutRequestFailure = (failure: ProviderFailure): PayoutFailure => {
  switch (failure._tag) {
    case 'Refused':
      return refusedOrNotSent(failure)
    case 'Unavailable':
      return { _tag: 'OutcomeUnknown', detail: describe(failure) }
    default:
      return assertNever(failure)
  }
}

/**
 * POST /payout's body, by "Create payout": each withdrawal names the USD value as `fiat_amount` +
 * `fiat_currency` (which override `amount`, so the gateway converts at its own rate when it pays;
 * a crypto `amount` would have to be cut to the 6 decimals the call allows), our withdrawal id as
 * `unique_external_id`, and where its IPN goes.
 */
export const payoutBody = (request: NewPayout) => ({
  ipn_callback_url: request.ipnCallbackUrl,
  withdrawals: [
    {
      address: request.address,
      currency: request.currency.toLowerCase(),
      fiat_amount: centsToDollars(request.amountCents),
      fiat_currency: 'usd',
      ipn_callback_url: request.ipnCallbackUrl,
      unique_external_id: request.reference,
    },
  ],
})

/**
 * NOWPayments payouts: a fresh JWT from POST /auth (valid about five minutes, so never kept),
 * POST /payout in USD (payoutBody), then POST /payout/{id}/verify with a TOTP
 * code when the account's 2FA secret is configured (otherwise the payout waits, `creating`, for
 * verification in the NOWPayments dashboard). GET /payout/{batch} re-reads a payout, with the same
 * credentials.
 */
export function nowPaymentsCryptoPayouts(
  deps: NowPaymentsAccess & { readonly login: PayoutLogin | undefined; readonly clock: Clock },
): CryptoPayouts {
  const fetchFn: FetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const apiKey = { 'x-api-key': deps.apiKey }
  const payout = decodeAnswer(PayoutDto, 'NOWPayments payout')
  const payoutStatus = decodeAnswer(PayoutStatusDto, 'NOWPayments payout status')
  const login = deps.login
  const signIn = nowPaymentsSignIn({ fetchFn, apiUrl: deps.apiUrl, apiKey: deps.apiKey, login })

  const minimum = decodeAnswer(MinWithdrawalDto, 'NOWPayments payout minimum')
  const estimate = decodeAnswer(EstimateDto, 'NOWPayments estimate')
  const checkUnavailable = (failure: ProviderFailure): PayoutCheckFailure => ({ _tag: 'Unavailable', detail: describe(failure) })

  return {
    available: login !== undefined,
    checkPayout: (request) => async () => {
      const signedIn = await signIn()()
      if (E.isLeft(signedIn)) return E.left(checkUnavailable(signedIn.left))
      const currency = request.currency.toLowerCase()
      // "Validate address": 200 when the gateway can pay this currency there, a 400 with its reason when not.
      const valid = await callProvider(
        fetchFn,
        {
          method: 'POST',
          url: `${deps.apiUrl}/payout/validate-address`,
          headers: signedIn.right,
          body: { address: request.address, currency, extra_id: null },
        },
        { answerMayBeText: true },
      )()
      if (E.isLeft(valid))
        return E.left(
          valid.left._tag === 'Refused' && valid.left.status === 400
            ? { _tag: 'BadAddress', providerText: valid.left.message }
            : checkUnavailable(valid.left),
        )
      // The coin's smallest payout, against what the USD amount is worth in it now.
      const [least, worth] = await Promise.all([
        pipe(
          callProvider(fetchFn, {
            method: 'GET',
            url: `${deps.apiUrl}/payout-withdrawal/min-amount/${encodeURIComponent(currency)}`,
            headers: signedIn.right,
          }),
          TE.flatMapEither(minimum),
        )(),
        pipe(
          callProvider(fetchFn, {
            method: 'GET',
            url: `${deps.apiUrl}/estimate?${new URLSearchParams({
              amount: centsToDollars(request.amountCents).toFixed(2),
              currency_from: 'usd',
              currency_to: currency,
            }).toString()}`,
            headers: apiKey,
          }),
          TE.flatMapEither(estimate),
        )(),
      ])
      // Some accounts may not read minimums (403, 404): the gateway then refuses a payout below its
      // minimum itself, and that refusal is refunded at once.
      const noMinimum = E.isLeft(least) && least.left._tag === 'Refused' && (least.left.status === 403 || least.left.status === 404)
      if (E.isLeft(least) && !noMinimum) return E.left(checkUnavailable(least.left))
      if (E.isLeft(worth)) return E.left(checkUnavailable(worth.left))
      return E.isRight(least) && worth.right.estimated_amount < least.right.result
        ? E.left({ _tag: 'BelowMinimum', minimum: String(least.right.result) })
        : E.right(undefined)
    },
    createPayout: (request) => async () => {
      if (login === undefined) return E.left({ _tag: 'NotSent', detail: 'crypto payouts are not configured' })
      const signedIn = await signIn()()
      if (E.isLeft(signedIn)) return E.left(notSent(signedIn.left))
      const bearer = signedIn.right
      const created = await pipe(
        callProvider(fetchFn, {
          method: 'POST',
          url: `${deps.apiUrl}/payout`,
          headers: bearer,
          body: payoutBody(request),
        }),
        TE.flatMapEither(payout),
      )()
      if (E.isLeft(created)) return E.left(payoutRequestFailure(created.left))
      const first = created.right.withdrawals[0]
      if (first === undefined) return E.left({ _tag: 'OutcomeUnknown', detail: 'a payout without withdrawals' })
      const made: Payout = {
        batchId: created.right.id,
        payoutId: first.id,
        status: first.status.toUpperCase(),
        error: payoutErrorText(first.error),
        sent: payoutSentOf(first),
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
        )()
      }
      return E.right(made)
    },
    readPayout: (ids) =>
      pipe(
        signIn(),
        TE.flatMap((headers) =>
          callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/payout/${encodeURIComponent(ids.batchId)}`, headers }),
        ),
        TE.flatMapEither(payoutStatus),
        TE.flatMapEither((answer) => payoutReportOf(answer, ids)),
      ),
  }
}
