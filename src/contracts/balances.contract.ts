import * as t from 'io-ts'
import { get, post } from './endpoint'
import { cents, closed, digits, matching, Nothing, nullable, wholeNumber } from './wire'

/**
 * The player's balances and movements (docs/product/api-calls.md#wallet-and-transactions). Every
 * amount comes twice: dollars for display, and exact integer cents (`*_cents`), which is what the
 * browser reads, so no client does money arithmetic on floats.
 */

/** A movement's signed amount in cents: a bet is negative. */
const signedCents = wholeNumber(-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)

/** The balances as the header shows them: GET /wallet-balance, and each event of the balance stream. */
export const BalancesWire = t.strict({
  balance: t.number,
  bonus_balance: t.number,
  withdrawable_balance: t.number,
  third_party_balance: t.number,
  total_balance: t.number,
  balance_cents: cents,
  bonus_balance_cents: cents,
  withdrawable_balance_cents: cents,
  third_party_balance_cents: cents,
  total_balance_cents: cents,
  currency_code: t.string,
})

/** A balance stream event: the balances, and the bonus money a release just made withdrawable (for a toast). */
export const BalanceStreamEventWire = t.intersection([BalancesWire, t.partial({ bonus_released_cents: cents })])

export const GetWalletBalance = get('/wallet-balance', { response: BalancesWire })

/** A one-time ticket that opens the balance stream within `expires_in` seconds (EventSource sends no bearer token). */
export const IssueBalanceStreamTicket = post('/balances/stream-ticket', {
  body: nullable(Nothing),
  response: t.strict({ ticket: t.string, expires_in: wholeNumber(1, 3600) }),
})

/**
 * The balance stream (server-sent events, so not a JSON answer): `balance` events whose data is
 * BalancesWire and whose id is the ledger movement they include. `last_event_id` stands in for
 * the Last-Event-ID header when the browser reopens the stream itself.
 */
export const OpenBalanceStream = get('/balances/stream', {
  query: closed({ ticket: matching(/^[A-Za-z0-9_-]{1,100}$/, 'a stream ticket') }, { last_event_id: digits(15) }),
  response: t.unknown,
})

/** `amount_type` names the balance a movement touched; `kind` says what an "other" row is (join_bonus, …). */
const Transaction = t.strict({
  id: t.number,
  game_id: nullable(t.string),
  amount_type: t.string,
  before_balance: t.number,
  after_balance: t.number,
  amount: t.number,
  before_balance_cents: signedCents,
  after_balance_cents: signedCents,
  amount_cents: signedCents,
  currency_code: t.string,
  // bet, win or other; the browser shows anything else as other too.
  action_type: t.string,
  kind: t.string,
  /** The movement in the player's words (movement-words.ts): 'Bonus released: $10.00 now withdrawable'. */
  description: t.string,
  created_at: t.string,
})

/**
 * Newest first, a page at a time (20 unless `per_page` says otherwise, at most 100). The product
 * keeps `{success: false}` as an answer of its own (docs/product/api-calls.md), for which the
 * screen says "Failed to fetch transactions."; this server always answers a page.
 */
export const ListTransactions = get('/casino/transaction', {
  query: closed({}, { page: digits(7, 1), per_page: digits(3, 1) }),
  response: t.union([
    t.strict({
      success: t.literal(true),
      transactions: t.readonlyArray(Transaction),
      page: wholeNumber(1, Number.MAX_SAFE_INTEGER),
      per_page: wholeNumber(1, Number.MAX_SAFE_INTEGER),
      total: wholeNumber(0, Number.MAX_SAFE_INTEGER),
      last_page: wholeNumber(1, Number.MAX_SAFE_INTEGER),
    }),
    t.strict({ success: t.literal(false) }),
  ]),
})
