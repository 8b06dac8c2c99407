import type { LightningProvider } from '../lightning-provider.port'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
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
  const payment = decodeAnswer(SpeedPaymentDto, 'Speed payment')
  const read = (result: Awaited<ReturnType<typeof callProvider>>) => {
    const decoded = payment(result)
    return decoded.ok ? fromSpeedPayment(decoded.value) : decoded
  }
  return {
    createPayment: async (request) =>
      read(
        await callProvider(fetchFn, {
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
      ),
    readPayment: async (paymentId) =>
      read(await callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/payments/${encodeURIComponent(paymentId)}`, headers })),
  }
}
