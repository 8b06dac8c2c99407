import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { PAYMENT_CURRENCY } from '../../core/wallet/payment-methods'
import type { Invoice, LightningPayment } from '../../core/wallet/payments'
import type { PaymentsGateway } from '../../core/wallet/payments-gateway.port'
import { callEndpoint } from './call-endpoint'
import { CreateCryptoInvoice, ListCryptoCurrencies } from './contracts/crypto.contract'
import {
  CheckPaymentStatus,
  CreateLightningPayment,
  GenerateInvoiceQr,
  GetInvoice,
  PaySandboxInvoice,
  StoreTransaction,
  UpdateTransaction,
} from './contracts/deposits.contract'
import { Withdraw } from './contracts/withdraw.contract'
import type { HttpClient } from './http-client'

export const httpPaymentsGateway = (http: HttpClient): PaymentsGateway => {
  const call = callEndpoint(http)
  const ignore = TE.map(() => undefined)
  return {
    createLightningPayment: (amount) =>
      pipe(
        call(CreateLightningPayment, { body: { amount } }),
        TE.map((answer): LightningPayment => ({ id: answer.id, expiresAt: answer.expires_at, paymentRequest: answer.payment_request })),
      ),
    storeTransaction: (record) => pipe(call(StoreTransaction, { body: record }), ignore),
    generateInvoice: (payment) =>
      pipe(
        call(GenerateInvoiceQr, {
          body: { payment_request: payment.paymentRequest, expires_at: payment.expiresAt, invoiceid: payment.id },
        }),
        TE.map((answer) => answer.invoice_id),
      ),
    invoice: (invoiceId) =>
      pipe(
        call(GetInvoice, { params: { id: invoiceId } }),
        TE.map((answer): Invoice => ({
          invoiceId: answer.invoice_id,
          expiresAt: answer.expires_at,
          qrcodeUrl: answer.qrcode_url,
          checkoutUrl: answer.checkout_url,
          sandbox: answer.sandbox,
        })),
      ),
    paymentStatus: (invoiceId) =>
      pipe(
        call(CheckPaymentStatus, { body: { invoice_id: invoiceId } }),
        TE.map((answer) => answer.status),
      ),
    updateTransaction: (invoiceId) => pipe(call(UpdateTransaction, { params: { id: invoiceId } }), ignore),
    currencies: () =>
      pipe(
        call(ListCryptoCurrencies, {}),
        TE.map((answer) => answer.currencies.filter((c) => c.enable).map((c) => ({ code: c.code, name: c.name }))),
      ),
    createCryptoInvoice: ({ amount, orderId }) =>
      pipe(
        call(CreateCryptoInvoice, { body: { amount, currency: PAYMENT_CURRENCY, order_id: orderId } }),
        TE.map((answer) => answer.invoice_url),
      ),
    paySandboxInvoice: (invoiceId) => pipe(call(PaySandboxInvoice, { params: { id: invoiceId }, body: {} }), ignore),
    withdraw: (request) =>
      pipe(
        call(Withdraw, { body: request }),
        TE.map((answer) => ({ status: answer.status, error: answer.error })),
      ),
  }
}
