import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CryptoGateway, CryptoPaymentsQuery } from '../crypto-gateway.port'
import { centsToDollars } from '../payment-amount.rules'
import type { PayoutLogin } from '../payments-config'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import type { ProviderFailure } from '../provider-result'
import { FullCurrenciesDto, InvoiceDto, PaymentDto, PaymentsListDto } from './nowpayments.codecs'
import { fromNowPaymentsList, fromNowPaymentsPayment } from './nowpayments-payment'
import { nowPaymentsSignIn } from './nowpayments-sign-in'

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

/**
 * "Get list of payments" as documented: `limit` (1..500), `page` (0..pagesCount-1), `sortBy`
 * created_at, `orderBy` desc (newest first), `dateFrom`/`dateTo` in the documented ISO form.
 */
export const paymentsListQuery = (q: CryptoPaymentsQuery): string =>
  new URLSearchParams({
    limit: String(q.limit),
    page: String(q.page),
    sortBy: 'created_at',
    orderBy: 'desc',
    dateFrom: q.dateFrom.toISOString(),
    dateTo: q.dateTo.toISOString(),
  }).toString()

/**
 * NOWPayments' deposit side over HTTPS; every call carries the API key in `x-api-key`. The list of
 * payments is documented with a JWT as well: it is sent when the account's login is configured.
 */
export function nowPaymentsCryptoGateway(deps: NowPaymentsAccess & { readonly login?: PayoutLogin | undefined }): CryptoGateway {
  const fetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const headers = { 'x-api-key': deps.apiKey }
  const signIn = nowPaymentsSignIn({ fetchFn, apiUrl: deps.apiUrl, apiKey: deps.apiKey, login: deps.login })
  const listHeaders: TE.TaskEither<ProviderFailure, Record<string, string>> = deps.login === undefined ? TE.right(headers) : signIn()
  const list = decodeAnswer(PaymentsListDto, 'NOWPayments payments list')
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
    listPayments: (query) =>
      pipe(
        listHeaders,
        TE.flatMap((h) => callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/payment/?${paymentsListQuery(query)}`, headers: h })),
        TE.flatMapEither(list),
        TE.map(fromNowPaymentsList),
      ),
  }
}
