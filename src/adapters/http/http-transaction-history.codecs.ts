import * as t from 'io-ts'
import { Cents, NonNegativeInt } from './http-wallet-gateway.codecs'

interface PositiveBrand {
  readonly Positive: unique symbol
}
const PositiveInt = t.brand(NonNegativeInt, (n): n is t.Branded<t.TypeOf<typeof NonNegativeInt>, PositiveBrand> => n > 0, 'Positive')

export const TransactionDto = t.type({
  id: t.number,
  game_id: t.union([t.string, t.null]),
  amount_type: t.string,
  before_balance_cents: Cents,
  after_balance_cents: Cents,
  amount_cents: Cents,
  currency_code: t.string,
  action_type: t.string,
  created_at: t.string,
})
export type TransactionDto = t.TypeOf<typeof TransactionDto>

/**
 * GET /api/casino/transaction: `success: false` is an answer of its own, with its own message
 * (docs/product/api-calls.md#wallet-and-transactions).
 */
export const TransactionsAnswerDto = t.union([
  t.type({
    success: t.literal(true),
    transactions: t.readonlyArray(TransactionDto),
    page: PositiveInt,
    per_page: PositiveInt,
    total: NonNegativeInt,
  }),
  t.type({ success: t.literal(false) }),
])
