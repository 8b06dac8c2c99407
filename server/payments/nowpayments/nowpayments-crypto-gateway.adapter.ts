import type { CryptoGateway } from '../crypto-gateway.port'
import { centsToDollars } from '../payment-amount.rules'
import { callProvider, decodeAnswer, type FetchFn } from '../provider-http'
import { provided } from '../provider-result'
import { FullCurrenciesDto, InvoiceDto, PaymentDto } from './nowpayments.codecs'
import { fromNowPaymentsPayment } from './nowpayments-payment'

export interface NowPaymentsAccess {
  readonly apiKey: string
  readonly apiUrl: string
  readonly fetchFn?: FetchFn
}

/** NOWPayments' deposit side over HTTPS; every call carries the API key in `x-api-key`. */
export function nowPaymentsCryptoGateway(deps: NowPaymentsAccess): CryptoGateway {
  const fetchFn = deps.fetchFn ?? ((url, init) => fetch(url, init))
  const headers = { 'x-api-key': deps.apiKey }
  const currencies = decodeAnswer(FullCurrenciesDto, 'NOWPayments currencies')
  const invoice = decodeAnswer(InvoiceDto, 'NOWPayments invoice')
  const payment = decodeAnswer(PaymentDto, 'NOWPayments payment')
  return {
    currencies: async () => {
      const listed = currencies(await callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/full-currencies`, headers }))
      return listed.ok
        ? provided(listed.value.currencies.map((c) => ({ code: c.code, name: c.name ?? c.code.toUpperCase(), enable: c.enable })))
        : listed
    },
    createInvoice: async (request) => {
      const created = invoice(
        await callProvider(fetchFn, {
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
      )
      return created.ok ? provided({ id: created.value.id, invoiceUrl: created.value.invoice_url }) : created
    },
    readPayment: async (paymentId) => {
      const read = payment(
        await callProvider(fetchFn, { method: 'GET', url: `${deps.apiUrl}/payment/${encodeURIComponent(paymentId)}`, headers }),
      )
      return read.ok ? provided(fromNowPaymentsPayment(read.value)) : read
    },
  }
}
