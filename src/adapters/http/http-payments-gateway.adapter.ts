import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as T from 'fp-ts/Task'
import * as TE from 'fp-ts/TaskEither'
import { PAYMENT_CURRENCY, PENDING_STATUS } from '../../core/payments/payment-methods'
import type { Invoice, LightningDepositFailure, LightningDepositRequest, LightningDepositStarted } from '../../core/payments/payments'
import type { PaymentsGateway } from '../../core/payments/payments-gateway.port'
import { callEndpoint, type CallEndpoint } from './call-endpoint'
import { CreateCryptoInvoice, ListCryptoCurrencies } from '../../contracts/crypto.contract'
import {
  CheckPaymentStatus,
  CreateLightningPayment,
  GenerateInvoiceQr,
  GetInvoice,
  PaySandboxInvoice,
  StoreTransaction,
  UpdateTransaction,
} from '../../contracts/deposits.contract'
import { RequestWithdrawal } from '../../contracts/request-withdrawal.contract'
import type { HttpClient } from './http-client'
import { ListMyWithdrawals } from '../../contracts/withdrawals.contract'

/**
 * The wire's three steps of a lightning deposit (docs/product/entities-and-states.md): the
 * server creates the provider's payment, the browser reports it as pending (informational: a
 * failure does not stop the deposit), then has its invoice page's id issued.
 */
const startLightningDeposit = (
  call: CallEndpoint,
  { amount, paymentMethod, userId, dob }: LightningDepositRequest,
): TE.TaskEither<LightningDepositFailure, LightningDepositStarted> =>
  pipe(
    call(CreateLightningPayment, { body: dob === undefined ? { amount } : { amount, dob } }),
    TE.mapError((error): LightningDepositFailure => ({ _tag: 'PaymentNotCreated', error })),
    TE.flatMap((payment) =>
      pipe(
        call(StoreTransaction, {
          body: {
            transaction_id: payment.id,
            user_id: userId,
            amount,
            currency: PAYMENT_CURRENCY,
            gateway: paymentMethod,
            status: PENDING_STATUS,
          },
        }),
        T.flatMap((stored) =>
          pipe(
            call(GenerateInvoiceQr, {
              body: { payment_request: payment.payment_request, expires_at: payment.expires_at, invoiceid: payment.id },
            }),
            TE.map((issued) => ({ invoiceId: issued.invoice_id, unrecorded: E.isLeft(stored) ? stored.left : null })),
            TE.mapError((error): LightningDepositFailure => ({ _tag: 'InvoiceNotIssued', error })),
          ),
        ),
      ),
    ),
  )

export const httpPaymentsGateway = (http: HttpClient): PaymentsGateway => {
  const call = callEndpoint(http)
  const ignore = TE.map(() => undefined)
  return {
    startLightningDeposit: (request) => startLightningDeposit(call, request),
    invoice: (invoiceId) =>
      pipe(
        call(GetInvoice, { params: { id: invoiceId } }),
        TE.map((answer): Invoice => ({
          invoiceId: answer.invoice_id,
          expiresAt: answer.expires_at,
          qrcodeUrl: answer.qrcode_url,
          checkoutUrl: answer.checkout_url,
          sandbox: answer.sandbox,
          ...(answer.received !== undefined && answer.received !== '0.00' && answer.received !== answer.amount
            ? { paid: { asked: answer.amount, received: answer.received } }
            : {}),
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
    createCryptoInvoice: ({ amount, orderId, dob }) =>
      pipe(
        call(CreateCryptoInvoice, {
          body: { amount, currency: PAYMENT_CURRENCY, order_id: orderId, ...(dob === undefined ? {} : { dob }) },
        }),
        TE.map((answer) => answer.invoice_url),
      ),
    paySandboxInvoice: (invoiceId) => pipe(call(PaySandboxInvoice, { params: { id: invoiceId }, body: {} }), ignore),
    requestWithdrawal: (request) =>
      pipe(
        call(RequestWithdrawal, {
          body: {
            currency: request.currency,
            amount: request.amount,
            payment_method: request.paymentMethod,
            invoice: request.address,
            ...(request.payoutCurrency === undefined ? {} : { payout_currency: request.payoutCurrency }),
            ...(request.confirmForfeitCents === undefined ? {} : { confirm_forfeit_cents: request.confirmForfeitCents }),
            ...(request.code === undefined ? {} : { code: request.code }),
          },
        }),
        TE.map((answer) => ({ status: answer.status, error: answer.error })),
      ),
    myWithdrawals: () =>
      pipe(
        call(ListMyWithdrawals, { query: { limit: 20 } }),
        TE.map((answer) =>
          answer.withdrawals.map((w) => ({
            id: w.id,
            method: w.method,
            amountCents: w.amount_cents,
            destination: w.destination,
            stage: w.stage,
            reason: w.reason,
            refunded: w.refunded,
            createdAt: w.created_at,
            timeline: w.timeline.map((s) => ({ step: s.step, at: s.at, reason: s.reason })),
          })),
        ),
      ),
  }
}
