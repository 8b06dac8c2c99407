import * as t from 'io-ts'
import { get, post } from './endpoint'
import { Amount, ById } from './payment-fields'
import { closed, link, nullable, text, wholeNumber } from './wire'

/**
 * The lightning deposit (docs/product/entities-and-states.md#lightning-deposit): payments/lightning,
 * store/transaction, generate-invoice-qr, then the invoice page's invoice/{id}, check-payment-status
 * and update_transaction. Every status is the server's, read from the provider.
 */

const epochMillis = wholeNumber(1, Number.MAX_SAFE_INTEGER)

/**
 * The provider's payment (`pi_…`), its expiry and BOLT11 request, and our invoice id for it.
 * `dob` (YYYY-MM-DD): the player's date of birth, sent only while the profile has none.
 */
export const CreateLightningPayment = post('/payments/lightning', {
  body: closed({ amount: Amount }, { dob: text(0, 32) }),
  response: t.strict({ id: text(1, 100), expires_at: epochMillis, payment_request: text(1, 4000), invoice_id: t.string }),
})

/** The browser's report of the deposit it started; the server checks it against its own record. */
export const StoreTransaction = post('/store/transaction', {
  body: closed({
    transaction_id: text(1, 100),
    user_id: t.union([text(0, 20), wholeNumber(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)], 'a user id'),
    amount: Amount,
    currency: text(0, 10),
    gateway: text(0, 50),
    status: text(0, 50),
  }),
  response: t.strict({
    message: t.string,
    transaction: t.strict({
      transaction_id: t.string,
      invoice_id: t.string,
      user_id: t.string,
      amount: t.string,
      currency: t.string,
      gateway: t.string,
      status: t.string,
    }),
  }),
})

/**
 * The invoice page's id for a lightning payment. `expires_at` is sent as the payment gave it
 * (epoch ms) but not believed: the page shows the provider's expiry.
 */
export const GenerateInvoiceQr = post('/generate-invoice-qr', {
  body: closed({
    payment_request: text(1, 4000),
    expires_at: t.union([t.number, text(0, 40)], 'a time'),
    invoiceid: text(1, 100),
  }),
  response: t.strict({ invoice_id: text(1, 100) }),
})

/**
 * The invoice page's data: the QR encodes `qrcode_url`, "Open Wallet" goes to `checkout_url`
 * (both the BOLT11 `lightning:` URI). `sandbox`: the page may pay it itself (DESIGN.md).
 */
export const GetInvoice = get('/invoice/:id', {
  params: ById,
  response: t.intersection([
    t.strict({
      invoice_id: text(1, 100),
      expires_at: epochMillis,
      qrcode_url: text(1, 4100),
      checkout_url: link(['http:', 'https:', 'lightning:']),
      payment_request: t.string,
      amount: t.string,
      status: t.string,
      sandbox: t.boolean,
    }),
    /** What arrived and was credited so far, in USD: less than `amount` after a partial payment. */
    t.partial({ received: t.string }),
  ]),
})

/**
 * Re-reads the payment from the provider; `status` is pending, partially_paid, completed, expired,
 * cancelled or failed; `received` is what arrived and was credited (USD) against the `amount` asked.
 */
export const CheckPaymentStatus = post('/check-payment-status', {
  body: closed({ invoice_id: text(1, 100) }),
  response: t.intersection([t.strict({ status: t.string }), t.partial({ amount: t.string, received: t.string })]),
})

/** Settles the deposit from the provider's word, once, on `completed`. */
export const UpdateTransaction = get('/update_transaction/:id', {
  params: ById,
  response: t.strict({ invoice_id: t.string, status: t.string }),
})

/** Sandbox mode only: the test wallet pays all that is still due, or `amount` of it. */
export const PaySandboxInvoice = post('/sandbox/lightning/pay/:id', {
  params: ById,
  body: nullable(closed({}, { amount: Amount })),
  response: t.strict({ invoice_id: t.string, status: t.string }),
})
