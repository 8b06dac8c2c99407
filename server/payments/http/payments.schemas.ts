/**
 * Body and parameter schemas of the payment routes: types, sizes and unknown fields. What an
 * amount may be is the shared rule's job (src/core/wallet/amount.rules.ts), so the browser's own
 * message comes back, not a schema message.
 */
const object = (properties: Record<string, unknown>, required: readonly string[] = Object.keys(properties)) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const

const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const
const amount = { anyOf: [{ type: 'string', maxLength: 32 }, { type: 'number' }] } as const
const ref = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const

export const LIGHTNING_PAYMENT_BODY = object({ amount })

export const STORE_TRANSACTION_BODY = object({
  transaction_id: text(100, 1),
  user_id: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }] },
  amount,
  currency: text(10),
  gateway: text(50),
  status: text(50),
})

export const GENERATE_INVOICE_BODY = object({
  payment_request: text(4000, 1),
  expires_at: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 40 }] },
  invoiceid: text(100, 1),
})

export const CHECK_STATUS_BODY = object({ invoice_id: text(100, 1) })

export const CRYPTO_INVOICE_BODY = object({ amount, currency: text(10), order_id: text(64) })

export const WITHDRAW_BODY = object(
  {
    currency: text(10),
    amount,
    payment_method: text(50),
    invoice: text(2048),
    payout_currency: text(20),
  },
  ['currency', 'amount', 'payment_method', 'invoice'],
)

/** The sandbox wallet pays everything still due, or `amount` of it (a partial payment). */
export const SANDBOX_PAY_BODY = { anyOf: [{ type: 'null' }, object({ amount }, [])] } as const

export const ID_PARAMS = object({ id: ref })

export const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} } as const
