import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { GatewayError } from '../../core/shared/gateway-error'
import { PAYMENT_CURRENCY } from '../../core/wallet/payment-methods'
import type { Invoice, LightningPayment, PaymentCurrency } from '../../core/wallet/payments'
import type { PaymentsGateway } from '../../core/wallet/payments-gateway.port'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import {
  AcknowledgedDto,
  CryptoInvoiceDto,
  CurrenciesDto,
  InvoiceDto,
  InvoiceIdDto,
  LightningPaymentDto,
  PaymentStatusDto,
  WithdrawAnswerDto,
} from './http-payments-gateway.codecs'

const acknowledged = (answer: TE.TaskEither<GatewayError, unknown>) =>
  pipe(
    answer,
    TE.flatMapEither(decodeWith(AcknowledgedDto)),
    TE.map(() => undefined),
  )

const enabledOnly = (dto: t.TypeOf<typeof CurrenciesDto>): readonly PaymentCurrency[] =>
  ('currencies' in dto ? dto.currencies : dto).filter((c) => c.enable).map((c) => ({ code: c.code, name: c.name }))

// An id goes into a path segment: encoded, so it can never point the request elsewhere.
const path = (id: string) => encodeURIComponent(id)

export const httpPaymentsGateway = (http: HttpClient): PaymentsGateway => ({
  createLightningPayment: (amount) =>
    pipe(
      http.postJson('/api/payments/lightning', { amount }),
      TE.flatMapEither(decodeWith(LightningPaymentDto)),
      TE.map((dto): LightningPayment => ({ id: dto.id, expiresAt: dto.expires_at, paymentRequest: dto.payment_request })),
    ),
  storeTransaction: (record) => acknowledged(http.postJson('/api/store/transaction', record)),
  generateInvoice: (payment) =>
    pipe(
      http.postJson('/api/generate-invoice-qr', {
        payment_request: payment.paymentRequest,
        expires_at: payment.expiresAt,
        invoiceid: payment.id,
      }),
      TE.flatMapEither(decodeWith(InvoiceIdDto)),
      TE.map((dto) => (typeof dto === 'string' ? dto : 'invoice_id' in dto ? dto.invoice_id : dto.id)),
    ),
  invoice: (invoiceId) =>
    pipe(
      http.getJson(`/api/invoice/${path(invoiceId)}`),
      TE.flatMapEither(decodeWith(InvoiceDto)),
      TE.map((dto): Invoice => ({
        invoiceId: dto.invoice_id,
        expiresAt: dto.expires_at,
        qrcodeUrl: dto.qrcode_url,
        checkoutUrl: dto.checkout_url,
        sandbox: dto.sandbox ?? false,
      })),
    ),
  paymentStatus: (invoiceId) =>
    pipe(
      http.postJson('/api/check-payment-status', { invoice_id: invoiceId }),
      TE.flatMapEither(decodeWith(PaymentStatusDto)),
      TE.map((dto) => dto.status),
    ),
  updateTransaction: (invoiceId) => acknowledged(http.getJson(`/api/update_transaction/${path(invoiceId)}`)),
  currencies: () => pipe(http.getJson('/api/crypto/currencies'), TE.flatMapEither(decodeWith(CurrenciesDto)), TE.map(enabledOnly)),
  createCryptoInvoice: ({ amount, orderId }) =>
    pipe(
      http.postJson('/api/crypto/invoice', { amount, currency: PAYMENT_CURRENCY, order_id: orderId }),
      TE.flatMapEither(decodeWith(CryptoInvoiceDto)),
      TE.map((dto): string => dto.invoice_url),
    ),
  paySandboxInvoice: (invoiceId) => acknowledged(http.postJson(`/api/sandbox/lightning/pay/${path(invoiceId)}`, {})),
  withdraw: (request) =>
    pipe(
      http.postJson('/api/withdraw', request),
      TE.flatMapEither(decodeWith(WithdrawAnswerDto)),
      TE.map((dto) => ({ status: dto.status ?? null, error: dto.error ?? null })),
    ),
})
