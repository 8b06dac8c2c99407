import * as t from 'io-ts'
import { NumberLike } from '../speed/speed.codecs'

/** Ids come as JSON numbers or strings; we keep strings. */
export const IdLike = new t.Type<string, string, unknown>(
  'IdLike',
  (u): u is string => typeof u === 'string' && u !== '',
  (u, c) =>
    (typeof u === 'number' && Number.isSafeInteger(u)) || (typeof u === 'string' && u !== '') ? t.success(String(u)) : t.failure(u, c),
  (s) => s,
)

export const FullCurrenciesDto = t.type({
  currencies: t.array(t.intersection([t.type({ code: t.string, enable: t.boolean }), t.partial({ name: t.union([t.string, t.null]) })])),
})

export const InvoiceDto = t.type({ id: IdLike, invoice_url: t.string })

/**
 * A payment as GET /payment/{id} answers it and an IPN carries it (tests/fixtures/providers/nowpayments):
 * what it pays (invoice, order, price), what arrived (actually_paid of pay_amount, and its fiat value
 * when given), and the payment it repeats. Fields shown null may be null; the rest is not decoded.
 */
export const PaymentDto = t.intersection([
  t.type({ payment_id: IdLike, payment_status: t.string, price_amount: NumberLike }),
  t.partial({
    invoice_id: t.union([IdLike, t.null]),
    order_id: t.union([t.string, t.null]),
    price_currency: t.string,
    parent_payment_id: t.union([IdLike, t.null]),
    pay_amount: t.union([NumberLike, t.null]),
    actually_paid: t.union([NumberLike, t.null]),
    actually_paid_at_fiat: t.union([NumberLike, t.null]),
  }),
])
export type PaymentDto = t.TypeOf<typeof PaymentDto>

/**
 * "Get list of payments" (GET /payment/): its payments and how many pages there are. Of each
 * payment only what ties it to our invoice is read (tests/fixtures/providers/nowpayments/payments-list.json);
 * the payment itself is then re-read through GET /payment/{id}.
 */
export const PaymentsListDto = t.type({
  data: t.array(
    t.intersection([
      t.type({ payment_id: IdLike }),
      t.partial({ invoice_id: t.union([IdLike, t.null]), order_id: t.union([t.string, t.null]) }),
    ]),
  ),
  pagesCount: t.number,
})
export type PaymentsListDto = t.TypeOf<typeof PaymentsListDto>

export const AuthDto = t.type({ token: t.string })

export const EstimateDto = t.type({ estimated_amount: NumberLike })

/** GET /payout-withdrawal/min-amount/{coin}: the coin's smallest payout, in the coin, under `result`. */
export const MinWithdrawalDto = t.type({ result: NumberLike })

/**
 * One withdrawal of a payout batch, as POST /payout and GET /payout/{batch} list them: `amount` in
 * `currency` (text in the documented example), `fee` null until the gateway knows it.
 */
export const PayoutWithdrawalDto = t.intersection([
  t.type({ id: IdLike, status: t.string }),
  t.partial({
    batch_withdrawal_id: IdLike,
    error: t.unknown,
    unique_external_id: t.union([t.string, t.null]),
    amount: t.union([t.string, t.number, t.null]),
    currency: t.union([t.string, t.null]),
    fee: t.unknown,
  }),
])
export type PayoutWithdrawalDto = t.TypeOf<typeof PayoutWithdrawalDto>

export const PayoutDto = t.type({ id: IdLike, withdrawals: t.array(PayoutWithdrawalDto) })

/** GET /payout/{batch}: the batch's withdrawals, as a bare list or under `withdrawals` (both are seen). */
export const PayoutStatusDto = t.union([t.array(PayoutWithdrawalDto), t.type({ withdrawals: t.array(PayoutWithdrawalDto) })])
