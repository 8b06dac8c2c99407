import * as t from 'io-ts'
import { post } from './endpoint'
import { Amount } from './payment-fields'
import { cents, closed, nullable, text } from './wire'

/**
 * A withdrawal (docs/product/api-calls.md#withdrawals). `invoice` is the destination address;
 * `payout_currency` only for the crypto gateway. A payout the gateway rejected or failed is 200
 * with status REJECTED or FAILED and its error, the money already given back. With bonus grants
 * active it is 409 `{message, forfeit_cents}` unless `confirm_forfeit_cents` repeats that amount:
 * confirmed, the forfeit and the withdrawal are one transaction. While two-factor sign-in is on,
 * `code` is required (a 422 on `code` without a fresh one).
 */
export const RequestWithdrawal = post('/withdraw', {
  body: closed(
    { currency: text(0, 10), amount: Amount, payment_method: text(0, 50), invoice: text(0, 2048) },
    { payout_currency: text(0, 20), confirm_forfeit_cents: cents, code: text(0, 32) },
  ),
  response: t.strict({ status: t.string, error: nullable(t.string), withdrawal_id: t.string }),
})
