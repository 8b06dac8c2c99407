import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer } from '../provider-http'
import { unavailable } from '../provider-result'
import { btcToSats, satsQuote } from '../sats-quote.rules'
import type { UsdSatsRate } from '../usd-sats-rate.port'
import { EstimateDto } from './nowpayments.codecs'
import type { NowPaymentsAccess } from './nowpayments-crypto-gateway.adapter'

/**
 * The USD price of bitcoin from NOWPayments' documented "Get estimated price"
 * (GET /estimate?amount=…&currency_from=usd&currency_to=btc → estimated_amount in BTC): the rate a
 * lightning payout sends sats at.
 */
export function nowPaymentsUsdSatsRate(deps: NowPaymentsAccess): UsdSatsRate {
  const fetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const estimate = decodeAnswer(EstimateDto, 'NOWPayments estimate')
  return {
    quote: (amountCents) =>
      pipe(
        callProvider(fetchFn, {
          method: 'GET',
          url: `${deps.apiUrl}/estimate?${new URLSearchParams({
            amount: centsToDollars(amountCents).toFixed(2),
            currency_from: 'usd',
            currency_to: 'btc',
          }).toString()}`,
          headers: { 'x-api-key': deps.apiKey },
        }),
        TE.flatMapEither(estimate),
        TE.flatMapEither((priced) => {
          const sats = btcToSats(priced.estimated_amount)
          return sats > 0 ? E.right(satsQuote(amountCents, sats)) : unavailable('NOWPayments priced the payout at no sats')
        }),
      ),
  }
}
