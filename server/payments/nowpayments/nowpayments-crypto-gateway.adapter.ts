import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CryptoGateway } from '../crypto-gateway.port'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import { FullCurrenciesDto, InvoiceDto, PaymentDto } from './nowpayments.codecs'
import { fromNowPaymentsPayment } from './nowpayments-payment'

export interface NowPaymentsAccess {
  readonly apiKey: string
  readonly apiUrl: string
  readonly fetchFn?: FetchFn
}

/**
 * An IPN is re-read through GET /payment inside its own request, and NOWPayments wants an answer
 * within 3 s: a re-read that takes longer is given up (the IPN answered 503, sent again, and the
 * sweep re-reads it meanwhile).
 */
export const PAYMENT_READ_TIMEOUT_MS = 2_000

/** NOWPayments' deposit side over HTTPS; every call carries the API key in `x-api-key`. */
export function nowPaymentsCryptoGateway(deps: NowPaymentsAccess): CryptoGateway {
  const fetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const headers = { 'x-api-key': deps.apiKey }
  const currencies = decodeAnswer(FullCurrenciesDto, 'NOWPayments currencies')
  const invoice = decodeAnswer(InvoiceDto, 'NOWPayments invoice')
  const payment = decodeAnswer(PaymentDto, 'NOWPayments payment')
  return {
    currencies: () =>
      pipe(
        callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/full-currencies`, headers }),
        TE.flatMapEither(currencies),
        TE.map((listed) => listed.currencies.map((c) => ({ code: c.code, name: c.name ?? c.code.toUpperCase(), enable: c.enable }))),
      ),
    createInvoice: (request) =>
      pipe(
        callProvider(fetchFn, {
          method: 'POST',
          url: `${deps.apiUrl}/invoice`,
          headers,
          body: {
            price_amount: centsToDollars(request.amountCents),
            price_currency: 'usd',
            order_id: request.orderId,
            order_description: request.description,
            ipn_callback_url: request.ipnCallbackUrl,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            partially_paid_url: request.partiallyPaidUrl,
            is_fixed_rate: true,
            is_fee_paid_by_user: false,
          },
        }),
        TE.flatMapEither(invoice),
        TE.map((created) => ({ id: created.id, invoiceUrl: created.invoice_url })),
      ),
    readPayment: (paymentId) =>
      pipe(
        callProvider(
          fetchFn,
          { method: 'GET', url: `${deps.apiUrl}/payment/${encodeURIComponent(paymentId)}`, headers },
          { timeoutMs: PAYMENT_READ_TIMEOUT_MS },
        ),
        TE.flatMapEither(payment),
        TE.map(fromNowPaymentsPayment),
      ),
  }
}
