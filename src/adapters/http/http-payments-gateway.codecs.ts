import * as t from 'io-ts'
import { EpochMillis, IdText, NonEmptyString, WalletLinkUrl, WebUrl } from './codec-helpers'

export const LightningPaymentDto = t.type({ id: NonEmptyString, expires_at: EpochMillis, payment_request: NonEmptyString })

/** The invoice id of generate-invoice-qr: the bare id as JSON text, or an object holding it. */
export const InvoiceIdDto = t.union([NonEmptyString, t.type({ invoice_id: IdText }), t.type({ id: IdText })])

/** `sandbox` is true only when the server runs the built-in sandbox providers; absent means false. */
export const InvoiceDto = t.intersection([
  t.type({
    invoice_id: IdText,
    expires_at: EpochMillis,
    qrcode_url: NonEmptyString,
    checkout_url: WalletLinkUrl,
  }),
  t.partial({ sandbox: t.boolean }),
])

export const PaymentStatusDto = t.type({ status: t.string })

const CurrencyDto = t.type({ code: NonEmptyString, name: t.string, enable: t.boolean })
/** The list, bare or as the gateway's `{currencies}`. */
export const CurrenciesDto = t.union([t.readonlyArray(CurrencyDto), t.type({ currencies: t.readonlyArray(CurrencyDto) })])

export const CryptoInvoiceDto = t.type({ invoice_url: WebUrl })

/** A withdraw answer; for the crypto gateway it carries the payout's status and error. */
export const WithdrawAnswerDto = t.partial({ status: t.union([t.string, t.null]), error: t.union([t.string, t.null]) })

/** Answers that are not read must still be JSON objects. */
export const AcknowledgedDto = t.UnknownRecord
