import * as E from 'fp-ts/Either'
import { flow, pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { LightningPayment, LightningProvider } from '../lightning-provider.port'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import type { ProviderFailure } from '../provider-result'
import { SpeedPaymentDto } from './speed.codecs'
import { fromSpeedPayment } from './speed-payment'

export const SPEED_VERSION = '2022-10-15'

export const DEPOSIT_SUCCESS_MESSAGE = 'Thank you! Your Coinfall deposit is on its way.'

/** Speed over HTTPS: Basic auth with the secret key as user name and an empty password. */
export function speedLightningProvider(deps: {
  readonly secretKey: string
  readonly apiUrl: string
  readonly fetchFn?: FetchFn
}): LightningProvider {
  const fetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const headers = {
    authorization: `Basic ${Buffer.from(`${deps.secretKey}:`).toString('base64')}`,
    'speed-version': SPEED_VERSION,
  }
  const payment: (answer: unknown) => E.Either<ProviderFailure, LightningPayment> = flow(
    decodeAnswer(SpeedPaymentDto, 'Speed payment'),
    E.flatMap(fromSpeedPayment),
  )
  return {
    createPayment: (request) =>
      pipe(
        callProvider(fetchFn, {
          method: 'POST',
          url: `${deps.apiUrl}/payments`,
          headers,
          body: {
            currency: 'USD',
            amount: centsToDollars(request.amountCents),
            target_currency: 'SATS',
            payment_methods: ['lightning'],
            ttl: request.ttlSeconds,
            description: request.description,
            success_message: DEPOSIT_SUCCESS_MESSAGE,
            metadata: request.metadata,
          },
        }),
        TE.flatMapEither(payment),
      ),
    readPayment: (paymentId) =>
      pipe(
        callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/payments/${encodeURIComponent(paymentId)}`, headers }),
        TE.flatMapEither(payment),
      ),
  }
}
