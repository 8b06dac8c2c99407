import * as t from 'io-ts'

/** A number, or a JSON string holding one ("12.50"): providers send amounts either way. */
export const NumberLike = new t.Type<number, number, unknown>(
  'NumberLike',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    const n = typeof u === 'number' ? u : typeof u === 'string' && /^-?\d+(\.\d+)?$/.test(u.trim()) ? Number(u) : Number.NaN
    return Number.isFinite(n) ? t.success(n) : t.failure(u, c)
  },
  (n) => n,
)

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])

/**
 * Speed's payment object (GET/POST /payments), as "The payment object" documents it
 * (tests/fixtures/providers/speed): `expires_at` is epoch milliseconds; `target_amount_paid` is
 * null until something is paid; the BOLT11 invoice sits under payment_method_options.lightning, or
 * at the top level, and either may be null (a paid payment shows none). Fields we do not read
 * (target_amount_paid_at, exchange_rate, transfers…) are not decoded.
 */
export const SpeedPaymentDto = t.intersection([
  t.type({ id: t.string, status: t.string, amount: NumberLike, expires_at: NumberLike }),
  t.partial({
    target_amount: NumberLike,
    target_amount_paid: nullable(NumberLike),
    payment_request: nullable(t.string),
    payment_method_options: t.partial({ lightning: nullable(t.partial({ payment_request: nullable(t.string) })) }),
  }),
])

export type SpeedPaymentDto = t.TypeOf<typeof SpeedPaymentDto>

/**
 * Speed's instant send object (POST /send, GET /send/{id}), as "The instant send object" documents
 * it (tests/fixtures/providers/speed/instant-send.json): `is_…` id, status unpaid, paid or failed,
 * `failure_reason` when it failed, and what was sent (`amount` in `currency`) with its `fees`. The
 * fields we do not read (target amounts, exchange rate, withdraw_request, explorer_link, created,
 * modified) are not decoded.
 */
export const SpeedInstantSendDto = t.intersection([
  t.type({ id: t.string, status: t.string }),
  t.partial({
    failure_reason: nullable(t.string),
    amount: nullable(NumberLike),
    currency: nullable(t.string),
    fees: nullable(NumberLike),
  }),
])

export type SpeedInstantSendDto = t.TypeOf<typeof SpeedInstantSendDto>
