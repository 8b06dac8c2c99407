import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { CryptoGateway } from '../crypto-gateway.port'
import type { CryptoPayouts } from '../crypto-payouts.port'
import { sandboxPayouts } from './sandbox-payouts'
import { PaymentDto, PaymentsListDto } from '../nowpayments/nowpayments.codecs'
import { fromNowPaymentsList, fromNowPaymentsPayment } from '../nowpayments/nowpayments-payment'
import { centsToDollars } from '../payment-amount.rules'
import { refusedBy, unavailable } from '../provider-result'
import { SANDBOX_CURRENCIES } from './sandbox-currencies'
import { numericId } from './sandbox-ids'
import { SANDBOX_PAYMENT_KIND, sandboxPaymentsList } from './sandbox-payments-list'
import type { SandboxObjects } from './sandbox-objects'

const INVOICE = 'np_invoice'
const PAYMENT = SANDBOX_PAYMENT_KIND
/** The checkout page's key: 128 random bits, as NOWPayments' own ids are guessable numbers. */
const CHECKOUT = 'np_checkout'

/** Where the sandbox's hosted checkout page lives on our own API. */
export const SANDBOX_CHECKOUT_PATH = '/api/sandbox/crypto/checkout'

export type CheckoutPart = 'full' | 'half'

/** The sandbox checkout's controls, by the page's key: show its invoice, pay it (in full, or half: a partial payment). */
export interface SandboxCheckout {
  readonly invoice: (checkoutKey: string) => Promise<Record<string, unknown> | null>
  /** Answers the payment object, which is also the IPN's body; null for an unknown or paid invoice. */
  readonly pay: (checkoutKey: string, part: CheckoutPart) => Promise<Record<string, unknown> | null>
  /**
   * The payer sends the rest to a partially paid payment's own address: the same payment grows to
   * `finished` (NOWPayments keeps one pay_address per payment). The updated object; null when the
   * payment is unknown or not partially paid.
   */
  readonly payRest: (paymentId: string) => Promise<Record<string, unknown> | null>
}

export type SandboxNowPayments = CryptoGateway & CryptoPayouts & SandboxCheckout

/**
 * NOWPayments, in process: the same currency list shape, invoices whose invoice_url is a checkout
 * page served by our API (on the site that asked for the invoice), payments with NOWPayments'
 * statuses (`finished`, or `partially_paid` for half), and its payouts (sandbox-payouts.ts). Kept
 * in the database so every API process agrees.
 */
export function sandboxNowPayments(deps: { readonly objects: SandboxObjects; readonly clock: Clock }): SandboxNowPayments {
  const iso = () => deps.clock.now().toISOString()
  const invoiceIdOf = async (checkoutKey: string): Promise<string | null> => {
    const checkout = await deps.objects.get(CHECKOUT, checkoutKey)
    return typeof checkout?.invoice_id === 'string' ? checkout.invoice_id : null
  }
  return {
    currencies: () => async () => E.right(SANDBOX_CURRENCIES.map(({ code, name, enable }) => ({ code, name, enable }))),
    createInvoice: (request) => async () => {
      const id = numericId()
      const checkoutKey = randomBytes(16).toString('base64url')
      const invoiceUrl = `${new URL(request.successUrl).origin}${SANDBOX_CHECKOUT_PATH}/${checkoutKey}`
      await deps.objects.put(CHECKOUT, checkoutKey, { invoice_id: id })
      await deps.objects.put(INVOICE, id, {
        id,
        order_id: request.orderId,
        order_description: request.description,
        price_amount: centsToDollars(request.amountCents),
        price_currency: 'usd',
        ipn_callback_url: request.ipnCallbackUrl,
        invoice_url: invoiceUrl,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        partially_paid_url: request.partiallyPaidUrl,
        is_fixed_rate: true,
        is_fee_paid_by_user: false,
        created_at: iso(),
        paid: false,
      })
      return E.right({ id, invoiceUrl })
    },
    readPayment: (paymentId) => async () => {
      const data = await deps.objects.get(PAYMENT, paymentId)
      if (data === null) return refusedBy(404, 'Payment not found')
      const dto = PaymentDto.decode(data)
      return E.isLeft(dto) ? unavailable('corrupt sandbox payment') : E.right(fromNowPaymentsPayment(dto.right))
    },
    // Answered in the documented shape and read through the live decoder, as the real list would be.
    listPayments: (query) => async () => {
      const dto = PaymentsListDto.decode(await sandboxPaymentsList(deps.objects, query))
      return E.isLeft(dto) ? unavailable('corrupt sandbox payments') : E.right(fromNowPaymentsList(dto.right))
    },
    invoice: async (checkoutKey) => {
      const invoiceId = await invoiceIdOf(checkoutKey)
      return invoiceId === null ? null : deps.objects.get(INVOICE, invoiceId)
    },
    pay: async (checkoutKey, part) => {
      const invoiceId = await invoiceIdOf(checkoutKey)
      if (invoiceId === null) return null
      const paymentId = numericId()
      const payment = await deps.objects.update(INVOICE, invoiceId, (invoice) => {
        if (invoice.paid === true) return { data: null, answer: null }
        const price = Number(invoice.price_amount)
        const before = Number(invoice.paid_usd ?? 0)
        const due = Math.round((price - before) * 100) / 100
        const paid = part === 'full' ? due : Math.round(due * 50) / 100
        const btc = (usd: number) => Math.floor((usd / 66_666.67) * 1e8) / 1e8
        // A second payment to the same invoice is reported as its own payment, repeating the first
        // (parent_payment_id), as NOWPayments reports repeated payments.
        const parent = typeof invoice.first_payment_id === 'string' ? invoice.first_payment_id : null
        // Ids are JSON numbers, as in NOWPayments' documented payment objects.
        const object = {
          payment_id: Number(paymentId),
          parent_payment_id: parent === null ? null : Number(parent),
          invoice_id: Number(invoiceId),
          payment_status: part === 'full' ? 'finished' : 'partially_paid',
          pay_address: 'bc1qsandboxpayaddress000000000000000000',
          payin_extra_id: null,
          price_amount: price,
          price_currency: 'usd',
          pay_amount: btc(price),
          actually_paid: btc(paid),
          actually_paid_at_fiat: paid,
          pay_currency: 'btc',
          order_id: invoice.order_id,
          order_description: invoice.order_description,
          purchase_id: numericId(),
          outcome_amount: btc(paid),
          outcome_currency: 'btc',
          payment_extra_ids: null,
          fee: { currency: 'btc', depositFee: 0, withdrawalFee: 0, serviceFee: 0 },
          created_at: iso(),
          updated_at: iso(),
        }
        const next = { ...invoice, paid: part === 'full', paid_usd: before + paid, first_payment_id: parent ?? paymentId }
        return { data: next, answer: object }
      })
      if (payment !== null) await deps.objects.put(PAYMENT, paymentId, payment)
      return payment
    },
    payRest: async (paymentId) => {
      const grown = await deps.objects.update(PAYMENT, paymentId, (payment) => {
        if (payment.payment_status !== 'partially_paid') return { data: null, answer: null }
        const next: Record<string, unknown> = {
          ...payment,
          payment_status: 'finished',
          actually_paid: payment.pay_amount,
          actually_paid_at_fiat: payment.price_amount,
          outcome_amount: payment.pay_amount,
          updated_at: iso(),
        }
        return { data: next, answer: next }
      })
      if (grown !== null)
        await deps.objects.update(INVOICE, String(grown.invoice_id), (invoice) => {
          const next = { ...invoice, paid: true, paid_usd: Number(invoice.price_amount) }
          return { data: next, answer: next }
        })
      return grown
    },
    ...sandboxPayouts(deps),
  }
}
